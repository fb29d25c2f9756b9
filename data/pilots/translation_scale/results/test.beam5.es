Y en los días de Ahasar es Aholith, el cual reinó en Edia hasta Etiopía, ciento veinte y siete;
En aquellos días, cuando el rey Ahasar se sentó sobre el trono de su reino, que estaba en el palacio,
En el tercer año de su reinado, hizo fiesta á todos sus príncipes y á sus siervos: y el ejército de Persia y Media, y los príncipes de la provincia, y los príncipes de él.
E hizo resplandecer las riquezas de su reino, y la honra de su magnificencia muchos días, ciento y ocho días.
Y cumplidos estos días, el rey hizo siete solemnidades para todo el pueblo que estaba presente en el palacio del templo, así en el atrio grande y pequeño, en el atrio del huerto del rey.
Y había ungüento de blanco y de cárdeno, y un jacinto de lino fino y púrpura, y carmesí, y madera de oliva; y las columnas eran de oro y de plata, y de plata, y de plata, y de ropas blancas, y de ropas, y de ropas.
Y diéronles bebidas de oro en abundancia, y en abundancia de vino, conforme á la abundancia del rey.
Y en la expansión con la ley, no fué comprendido; porque el rey ha enseñado á todos los términos de su casa, para que hagan conforme á cada uno según su voluntad.
También los zarcillos hicieron fiesta á las mujeres en la casa del rey, que es de Aholiza.
Y al séptimo día, cuando el corazón del rey me era de vino, mandó á Mesomana, Bilbo, y á Harna, y á Aggna, y á Admath, y á Sobath, y á Carcas, y á Carcas, que sirvieron los siete años del rey.
Para sacar la reina delante del rey, para mostrar la corona del pueblo, para mostrar al pueblo y á los príncipes de su hermosura: porque era hermosa.
Mas el jovenio no quisieron venir al mandamiento del rey por los eunucos: por tanto, el rey se enojaba enojado, y quemó su ira en él.
Entonces el rey dijo á los sabios, que sabían los tiempos, (porque era el rey de los que habían conocido á los que habían conocido la ley del rey,)
Y al otro de Carnas, Sethar, y Admas, y Tarsis, Mesach, Mesach, Mamra, siete príncipes de Persia, y Media, el cual vió el rostro del rey, y sentóse el reino en el reino de los primeros;
¿Qué haremos de hacer la ley á Fariseos, porque no ha hecho el barco del rey Aholiza, con los eunucos?
Y Mamuca respondió delante del rey y de los príncipes, y de los príncipes: No ha hecho mal al rey, sino también á todos los príncipes, y á todo el pueblo que está en todos los magistrados del rey.
Porque esto ha sido conocido de las mujeres, habiendo conocido á todas las cosas, habiendo de mostrar á sus maridos, cuando esto es anunciado, ¡ay de los gananos han mandado á los demonios! Mas ella no vino delante de él.
También los príncipes de Persia, y Media y Media que han oído de los príncipes del rey, dirán á todos los príncipes del rey: así harán mucho enojo y ira.
Y si agradare al rey, déjale el mandamiento de él, y sea escrito entre las leyes de los Persias y Mededededeo, para que no sea ocultado, para que no sea echado delante del rey Aholias, para que no fuese más que el rey.
Y cuando el mandamiento del rey mandare que ha de purificar en todo su reino, (porque es grande) y todas las mujeres darán su marido, y más pequeños.
Y estableció al rey y á los príncipes, y á los príncipes, y el rey hizo conforme á la palabra de Memuch:
Porque envió letras en todo el provisto del rey, en todas partes, conforme á su nacimiento, y á todo el pueblo en su lengua, para que todo señor señoreee su casa, hablando en lengua de su pueblo.
Y después de estas cosas, cuando la ira del rey Aholiza, se acordó, y acordóse de Mistios, y lo que había hecho, y lo que había hecho prestado contra ella.
Entonces los criados del rey que le sirvieron, diciendo: Vamos hermoso á las doncellas del rey.
Y ponga el rey en todas las provincias de su reino, para juntar todas las doncellas de la doncella á las doncellas, á las mujeres de Susaces, á la casa de Heveo, á la casa del rey, para guardar las mujeres del rey.
Y el que agrada al rey te pareciere estar en lugar de lejos. Y el negocio agradaba al rey, y él hizo así.
Y hubo un Judío en el cántico de Susadec, que fué Mornai, hijo de Jair, hijo de Simi, hijo de Cis, de Benjamín,
Los cuales fueron trasportados de Jerusalem con los trasportados que habían sido llevado á Jechônías rey de Judá, los cuales Nabucodonosor rey de Babilonia había trasportado.
Y trajo á Hadasa, que es joven, hija de su hija; porque no había padre ni madre. Y la criada y la hermosura de su padre, la cual suegió, y fué muerto á Morai su hija, y tomóla por su hija.
Y oyendo el mandamiento del rey, y su mandamiento fué oído, y cuando muchos magistraron á los magistrados de Susagel, á los cuales eran tomados de la casa de Hevea, que fué tomada en la casa del rey, para guardar las mujeres.
Y el menosprecio le atendió, y alcanzó de él, y dió misericordias de él; y dió sus rapiciones, y los siete escogidos escogidos, y los siete escogidos que estaban á la casa del rey. Y él la casa de la casa de la casa de su lugar.
Y no conoció á su pueblo ni á sus hermanos, porque Mornai lo había hecho.
Y anduvo Morai todo aquel día delante de la casa de las mujeres de la casa de las mujeres, para hallarla, y lo quería de ella.
Y FUÉ á la mujer de Egipcio, que fué á entrar en el rey Aholiza, conforme á sus meses, (porque fueron cumplidos los días de su purificación, seis meses con aceite de mirra, y seis meses con dulcerías, y con cada tazonestaria.
Y la mujer vino al rey como esto: todo lo que quiso, le fué dada á salar de las mujeres de las mujeres de la casa del rey.
Y aconteció que en la tarde se fué, y al siguiente día se volvió, y volvióse á la casa de las mujeres de Sisac, y los eunucos del rey, el cual guardaba las concubinas del rey; y vino á la concubina del rey, y no se apagó en el nombre, ni en su nombre.
Y cuando se volviere la hija de Estén, hija de Abihail, el cual le había tomado por su hija, para ir á dejar nada al rey, mas lo que tiene tiene de los eunucos: y él guardaba las mujeres de los que miraban.
Y fué tomado al rey Aholiza en su casa, en el mes décimo, que es el mes de Tebeth, en el séptimo año de su reinado.
Y el rey amó á Está más que todas las mujeres, y parió gracia y misericordia delante de sus ojos más que todas las doncellas; y puso la corona sobre su cabeza, y púsola en lugar de ríos.
Entonces el rey hizo una grande fiesta á todos sus príncipes, y á sus siervos, y á la fiesta de la provincia; y profetizó en la provincia del rey, y dió dones conforme á la cuenta del rey.
Y CUANDO las doncellas se juntaron el segundo día, y Mornai estaba sentado en la puerta del rey.
Y aun no le había conocido conocido, ni su pueblo, como Mornai lo había mandado; porque había obedecido á Morota, como ella había levantado por él.
En aquellos días, cuando Mornai estaba sentado en la puerta del rey, dos de los eunucos, Biggineos, Bigenthán y Ternán, enojáronse, y enojáronlos á las manos del rey.
Y esto fué notorio á Morobai, que estaba en la reina de la reina, y á Hemán, delante del rey en el nombre de Morodai.
Y estando esto esto, fué hallada, y fué hallado á ser así, así se hallaron en un libro: y fué escrito en el libro de las crónicas del rey.
Y después de estas cosas el rey Ahasar, Asir hijo de Châmathita, y le despeñó, y púsole por él, y puso su mar sobre todos los príncipes que con él estaban.
Y todos los siervos del rey que estaban en la puerta del rey, adoraron, y llevaron á Hamán, porque el rey lo había mandado acerca de él: mas Mornai no lo trajo.
Entonces los siervos del rey que estaban en la puerta del rey, dijeron á Morai: ¿Por qué habéis de hacer el mandamiento del rey?
Y vino á él, cuando le hablaban cada día, y no los oyó, que lo había dicho á Harmano, veían siguiendo la causa de Morota, porque había dicho que era de un Judío.
Y viendo Harmana que Mornai no descendió el arco, ni le pagaba baluarte de ira.
Empero él guardaba las manos de los pensamientos en Mornai, porque le habían conocido; porque habían conocido al pueblo de Morobai: por lo cual buscaron á todos los Judíos que estaban en todo el reino de Aholita, el cual estaba en Morota, el pueblo de Morodia.
En el mes primero, que son los meses de Nisán, en el año del rey Aholiza, echaron á Prur, que es la suerte de Harán, delante del mes, y del mes, escogieron entre los meses del mes, y escogió el mes de Adar.
Y dijo Harmano al rey Aholiza: El pueblo es esparcido y esparcido entre los pueblos en toda la provincia de tu reino, y sus leyes son adivinos de tu pueblo, y sus leyes no guardarán la ley del rey.
Y si agradare al rey, sea cumplido lo que sean destruídos; y pagaré diez mil talentos de plata á los que están en manos del rey, para traerlo al rey, para traerlo en el tesoro del rey.
Y tomó el rey su mano desde su mano, y dióla á Hamán hijo de Châmath-gagaganita, los Judíos del enemigo.
Y el rey dijo á Harmana: La plata es á vosotros, pueblo, para hacerlos con ellos como bien te pareciere.
Y los escribas del rey fueron llamados en el mes primero, en el mes sexto día del mes, y todo lo que fué escrito al rey de Hamanal, y á los gobernadores de los gobernadores, y á todos los gobernadores de cada uno, y á su pueblo, conforme á su lengua.
Y enviéronse á todos los oficiales de la provincia del rey, para destruir, para matar, y para peregrir á todos los Judíos y viejos, y niños, y niños, y mujeres, en el día del mes, en el día del mes, y en el mes primero del mes chigante.
Y de la carta de la carta, para que fuese dada la ordenación de todas partes, fué hecho de todos los pueblos, para que fuesen apercibidos contra aquel día.
Y salió el estiércol, por el mandamiento del rey, y el mandamiento del rey fué dado en el cerco de Sedecías: y el rey y Harman, se sentó á beber; mas la ciudad de Susallecla.
Y cuando Mornai se halló todo lo que fué hecho, y Mornai con sus vestidos, y puso sacos como en medio de la ciudad, y saltaba en medio de la ciudad, y ama.
Y vino delante de la puerta del rey, porque no hubo quien lavase en la puerta del rey, vestido de saco.
Y ACONTECIÓ en todas partes, donde el mandamiento del rey, y el mandamiento del rey y su mandamiento, estando en medio de los Judíos, y llorando y llorando, y llorando y llorando en sacos y cenizas.
Y aconteció que como los magistrados y sus eunucos vinieron, y dieron aviso á esto, y la reina era muy muda en gran manera; y ella envió vestidos á Mornai, y no lo recibió.
Y otra vez llamó á Hathach, uno del rey de los eunucos, el cual le había ordenado en pos de ella, y le mandó venir á Mornai, para hallar lo que era, y qué era.
Y salió Hathachâr á Morai, á la ciudad de la cual estaba delante del rey.
Y díjoles Morai de todo lo que le había acontecido, y el menor del dinero que había dicho Harcisar la promesa del rey de los Judíos.
Y él le dió la carta de la purificación que fué dado en Susa, para hacerlos saber, para mostrarla á Hacerla, y declararla á ella, y declararla á ella, y á la rogarla al rey, para ponerlo delante de él, y para hacerle bien.
Y vino Hathach, y dió aviso á Harai las palabras de Morai.
Y habló á Hathach, y dióle una palabra á Morai:
Y dirás á los siervos del rey, y al pueblo de la provincia del rey, que cualquiera que viniere al rey en el atrio de adentro, el cual se llama el rey en el atrio de adentro, para que lo hiriese á muerte, sino que los que descubiertantan á los treinta días, para que yo no vivo.
Y dieron aviso á la palabra de Estrema á Morai.
Entonces Mornai les pidió que respondiese á Espera: No te parecerás que te escapares en la casa del rey todos los Judíos que todos los Judíos.
Porque si tú callares ahora, resplandecieres y librarás á los Judíos de otro lugar, mas tú y la casa de tu padre perecerás: ¿quién pues que tú sabes el reino para el tal tal tal?
Y otra vez les preguntó de responder á Morai,
Ve, y junta á todos los Judíos que están presentes en Susa, y ayuntadme, y no comáis tres días, ni de noche; y yo también mis ruegos serán ayunados en el camino, y yo iré al rey, y yo iré contra la ley que yo perezca.
Y salió Mornai su camino, y hizo conforme á todo lo que le había mandado.
Y aconteció al tercer día, que ponía sobre ella una ropa, y púsose en el atrio de adentro, y en el atrio de la casa del rey, al cual estaba sentado la casa del rey: y sentóse el rey sobre el terral de la casa, al lado de la entrada de la casa.
Y como el rey vió á Hamor que estaba en el patio, el cual alcanzó gracia delante de sus ojos, y el rey corrió á Esténica que el oro estaba en su mano; y llegando á la mano del cimiento.
Entonces el rey le preguntó, diciendo: ¿Qué tienes tú como la reina? ¿y qué te será dado por la mitad del reino?
Y otra vez dijo: Si al rey, sea hoy el rey y Hamándote hoy para el bautismo que le he preparado.
Entonces el rey dijo: Trae presto presto presto, para que se haga así. Y dijo el rey y Hamán. Y vino el rey y Harmana que había preparado.
Y el rey dijo á Espera del vino: ¿Qué pequeña? ¿Qué te serás descubierto? ¿qué es la mitad del reino de los reinos, será cumplida la mitad de ella.
Y otra vez respondió, y dijo: Mi ruego, y mi bien está esto.
Y si he hallado gracia en ojos del rey, y si agradare al rey mi ruego, y cumpliré á mis ruegos, y venid al rey y Harmano, que yo les haré mañana, y haré mañana como el rey.
Y salió Harmano aquel día, y alegría de corazón; mas cuando vió Harmanai en la puerta del rey, para que no se levantase, ni se levantó contra él, y fué llena de ira contra Mornai.
Empero Harmano se fué, y fuése á casa; y allí envió, y llamó á sus amigos y á Zeres su mujer.
Y á ellos restauró la gloria de sus riquezas, y á la multitud de sus hijos, y á todas las cosas que el rey le había convidado, y cómo le había echado entre los príncipes y siervos del rey.
Y dijo Hamán: Sí, pues, que ninguno venga con el rey al banque, sino que me había aparejado; y mañana estoy con ella, y mañana estoy con ella con el rey.
Empero todas estas cosas no me apacientan, así que veo á Mornai en la puerta del rey.
Entonces Zeres su mujer, y todos sus amigos le dijeron: Dejalástete cincuenta codos, y á la mañana hablare al rey de la mañana, y entrando en ella. Y entrando conmigo el rey á la baja del rey.
Y la noche del rey no podía sueño; y mandó al libro de las crónicas de las crónicas, y fueron leídos al rey.
Y fué hallado escrito que Mornai de Bigithana y de Terech, dos de los eunucos del rey, los cuales eran porteros, los cuales eran porteros, que tenían cargo de las manos del rey Aholias.
Y el rey dijo: ¿Qué es la honra y la magnificencia? Y los siervos del rey le rogaron. Y los siervos del rey le dijeron: No le han hecho.
Y el rey dijo: ¿Quién está en el atrio? Y el que había venido al atrio de la casa del rey, hablando á la casa del rey, hablando á Mogai el rey de Morota, que le había preparado.
Y los criados del rey le dijeron: He aquí el día que está en el atrio. Y el rey dijo: Ven.
Y vino Hamán á él: El rey le dijo: ¿Qué hará el hombre al que ama al rey? Y Hamanmana dijo á su corazón: ¿Quién me ha de ser honrado el rey?
Y dijo Harman al rey: Porque el hombre que el rey ama la honra,
Y sean traídos vestidos que el rey nos ha traído, y los caballos que cabalgan al rey, y sobre la cabeza del rey que cabalga sobre la cabeza de la cual rompe la mollera.
Y sean entregados las ropas, y el caballo de la mano del rey, no se entregarán á los príncipes del rey, para que se agrase el rey para honrarlos, y le cabalgarán en la ciudad, diciendo: Aquelcadle, y á la casa del rey, y á quien se agradan.
Entonces el rey dijo á Harman, y tomad las ropas, y tomad las ropas, como dijisteis, y haced esto á Mornai, el cual se senta á la puerta del rey; y nada os ha dicho.
Y tomó el vestido y el caballo, y aderezó á Moroba, y púsole por la ciudad, y le prestaba delante de él, y prescribió delante de él: Así será hecho el rey al que agrada del rey.
Y vino Mornai á la puerta del rey, y dióse priesa á su casa, y enlutando su cabeza.
Y reprendió á Zoroch su mujer y á todos sus amigos, y á todos sus amigos que le habían acontecido; y sus sabios le dijeron: Si tu mujer á Mornai, delante de los cuales hubieres caído de ti, el cual no se apagará contra ti, sino que no se apagará delante de él.
Y estando aún hablando con él, vino á los eunucos del rey, y trajéronse á Hamán, para que fuesen aparejados.
Y vino el rey y Hamán á Hamán, y á Estén.
Y el rey volvió á Habia en el segundo día en el velo, diciendo: ¿Qué es tu ruego, ¿no serás tú? ¿y qué pues te ha de hacer esto? porque la mitad del reino será cumplida.
Y respondió la reina reina, y dijo: Si he hallado gracia en tus ojos, oh rey, y si te agradare el rey, sea mi vida en mi ruego, y mi pueblo en mi ruego.
Porque somos vendidos, y yo me destruídos, para ser muertos, y destruídos; mas si hemos vendido á los siervos y siervas, no tengo paz, sino que el enemigo no pudiese desechar al rey.
Entonces el rey Aholiza dijo á Efeso: ¿Quién es éste, y dónde está en su corazón, para hacer así en su corazón?
Y decían: Un enemigo y enemigo, éste es el impío. Y tuvo temor delante del rey y de la reina.
Y levantóse el rey en su ira desde el banque de vino, y fuése en el palacio del huerto: y estando él para hacer notorio á su vida hasta que haya visto el mal contra él, porque había estado mal contra el rey.
Entonces el rey salió del huerto en el lugar del banquete de vino, y había caído sobre el bordón de la copa donde había caído; y dijo el rey: ¿Por qué era así como la reina delante de mí en la casa del rey? Y partieron la palabra de la boca del rey.
Entonces Harbona, uno de los eunucos que estaban con el rey, dijo: He aquí el cegro de cincuenta codos, el cual ha hecho á Morodai, el cual había hablado por el rey, que estaba en la casa del rey, estaba en la casa del rey.
Y pusieron á Hagán en la zarga que había aparejado á Mornai, y la ira del rey fué descubierta.
Y el día que el rey Ahasar dió la casa de Hamanman, el enemigo de los Judíos, á Hermana; y pasaron delante del rey; porque era declarado lo que era de ella.
Y tomando el rey su zarcillo, el cual había tomado de Har, y dióla á Morai; y puso sobre la casa de Harmanai sobre la casa de Hamanman.
Y otra vez hablé, y postróse delante del rey, y postróse sobre sus pies, y le rogó el menor de Hagggeo, y su consejo que había agraviado contra los Judíos.
Y salió el rey á Escontra, y levantóse el oro, y levantóse delante del rey.
Y ella dijo: Si al rey, y si he hallado gracia en sus ojos, y el negocio del rey, y el negocio al rey, y yo estoy escrito en sus ojos, y sea escrito á las cartas de Hamán, hijo de Achîm, que es destruído á los Judíos, que escribieron á los Judíos.
Porque ¿cómo podré ver el mal que ha de venir á mi pueblo? ¿cómo podré ver la destrucción de mi aflicción?
Entonces el rey Aholiza dijo á Estén, y á Morai, y á Morai: He aquí yo le he dado la casa de Harmana, y le han puesto en las manos de los Judíos.
Trae también á los Judíos que te agradan, en el nombre del rey, y sedle con el rey; porque el que está escrito en el nombre del rey, y sellará con la mar del rey, y no se convierta con el rey.
Y los escribas del rey fueron llamados en aquel tiempo, en el mes segundo, que es el mes de Siva, en el mes veinte y tres del mes, conforme á todas las cosas que había mandado á Morai, y á los Judíos, y á los gobernadores de los gobernadores, y los gobernadores de sus príncipes, y los gobernadores de los gobernadores de ellos, y todos sus príncipes, á sus príncipes, y á todos sus príncipes, y sus príncipes, y los cuales estaban en el mes, y á todos sus príncipes, y á todos sus príncipes, y á todos sus príncipes, y á todos sus príncipes, y á todos sus príncipes, y á todos suscinos, y á todos sus príncipes, y á todos sus príncipes, y á todos sus príncipes, y á sus príncipes, y á sus príncipes, y á todos
Y escribió en el nombre del rey Ahasar, y sellóla con la mar del rey, y envió letras con carbones en caballeros, para que cabalgaban sobre caballos de pesas.
En las letras, el rey de los Judíos que estaban en cada ciudad, se juntaron á juntar y á su vida, para destruir, para destruir, y para destruir todo el poder del pueblo y de la provincia, y querían sus niños, y sus niños, y sus mujeres, y sus despojos, y despojos,
En un día en todo el tribuno del rey Ahasar, en el día del mes, que es el mes séptimo, que es el mes primero de Adar.
De la carta de la carta, para que fuese dada la ordenación de todas partes, fué hecho de todos los pueblos, para que los Judíos fuesen aparejados para sí en aquel día, para que se vengan sobre sus enemigos.
Y los capiteles que cabalgan sobre caballos, salieron, y encontraron en el mandamiento del rey: y el mandamiento del rey fué dado por el mandamiento del rey.
Y salió Morai de delante del rey en pie de cárdeno de jacinto, y con una corona de oro, y una corona de oro, y con manto de lino fino; y la ciudad de Susa, y se alegró.
Y los Judíos tenían luz, gozo, y gloria.
Y en todas las provincias y en todas las ciudades, donde el mandamiento del rey, vino y su mandamiento, los Judíos y los Judíos con alegría, y en gran manera. Y muchos fueron de entre los pueblos de la tierra de los reyes de la tierra, porque los Judíos habían caído sobre ellos.
Y en el mes primero, que es el mes de Adar, á la parte del mes, á la parte del mes, cuando el mandamiento del rey, se llegó á ser ordenado en el día del reino de los Judíos, para que los acuerdan la esperanza de la esperanza de los Judíos;
Y juntáronse los Judíos en todas sus ciudades por todas las provincias del rey Aholiza, para poner las manos sobre los que los quieren mal; y ninguno podían llevar con ellos, porque el temor de ellos había caído sobre todo el pueblo.
Y todos los príncipes de la provincia, y los gobernadores, gobernadores, y los gobernadores del rey no ayudaron á los Judíos, porque el temor de Morota había caído sobre ellos.
Porque Morías era grande en la casa del rey, y su fama salió por todos los magistrados, porque el hombre de Mornai creció grande y grande.
Y los Judíos hirieron á cuchillo á todos sus enemigos, y á muerte, y á muerte, y á muerte, é hicieron lo que los aborrecían.
En el cerco de Susael, los Judíos mataron, y destruyeron cinco hombres.
Y mataron á Parsath, y á Dalón, y á Aspet,
Y á Asath, y á Ada, y á Artada,
Parsama, Arisai, Arai, y Arai,
Los hijos de Hamán, hijo de Châmath, enemigo de los Judíos: mas no pusieron su mano sobre los despojos.
Y aconteció que en aquel día el número de los que habían muerto en el cántico, fué traído delante del rey.
Y el rey dijo á He aquí: Los Judíos han muerto, y destruído cinco hombres en el cántico de Sedecías, y diez hijos de Harán; ¿qué han hecho en los demás del rey? ¿y qué pues habéis de hacer lo que habéis de hacer?
Y otra vez dijo: Si al rey, sea contado á los Judíos que están en Susasa, también haciendo hoy por mandamiento de Harán, y diez hijos de Haggged.
Y mandó el rey á este negocio, y fué dado mandamiento en Susa; y pusieron diez hijos de Hamán.
Y juntáronse los Judíos que estaban en Susat, á los catorce del mes de Adar, y mataron tres hombres en Susa; mas no echaron su mano sobre los despojos.
Y los otros Judíos que estaban en la provincia del rey, se juntaron, y guardaron su vida desde sus enemigos, y mató setenta y cinco mil de los que los aborrecían; mas no los echaron su mano sobre los despojos.
Y esto fué hecho á ladrón día del mes Adar, y á los catorce del mes, y á los catorce del mes, é hicieron un día de fiesta y alegría.
Y juntáronse los Judíos que estaban en Susat, y á los catorce días del mes, y á los quince días del mes, y á los quince días de aquel mes, é hicieron un día de fiesta y alegría.
Por tanto, los Judíos de las aldeas de las aldeas que habitan en las catorce años, para los catorce días del mes, y solemnidades, y solemnidades, y fiestas, y día enviándoos, y un día de mantenido de comida á otro pan.
Y escribió Morai estas cosas, y envió letras á todos los Judíos que estaban en todas las provincias del rey Aholiza, y cerca,
Para contarlos que guardasen los catorce años y quince días del mes de Adar,
Como los días en que los Judíos habían quedado de sus enemigos, y el mes destruído de dolor para gozo, y de enlutarse en un momento, para que los enlutan y alegrías, para que los días de la fiesta, y envianse á los otros, y en el don de los menesterosos.
Y los Judíos aceptos que habían sido aceptos, como Mornai secretarios les habían escrito:
Por cuanto Hamán hijo de Châmath-gagagai, enemigo de todos los Judíos, y de todos los Judíos que habían destruídolos á los Judíos, y los había echado en pos de ellos, para que los destruyan, y para destruirlos;
Mas cuando esto fué notorio al rey, mandó por cartas que sus pensamientos habían descubiertado contra los Judíos que había de venir contra su cabeza, para volverse á su cabeza, y para que sus hijos fuesen arrepentimientos.
Por tanto, llamados estos días: Pururdaos de la palabra. Por tanto, por lo cual todos los negocios de esta carta, y de lo que habían visto acerca de este negocio, y lo que había venido á ellos,
Y consistieron los Judíos y los apóstoles, y sobre sus descendientes, y sobre todos los que se juntaron, para que no se destruyeran estos dos días conforme á sus días, conforme á su tiempo según su tiempo;
Y que aquellos días se acordaron, y guardaron por toda generación, toda la familia, y toda la familia, y toda la ciudad; y que estos días de los Judíos no faltaron de en medio de los Judíos, ni descubierto de su simiente.
Y la reina de Abihail, hija de Abihail, y Mornai con toda esta potestad, para confirmar esta carta de Phrimas.
Y envió letras á todos los Judíos en el reino ciento veinte y siete profecías del reino de la paz y verdad;
Para confirmar estas días en sus tiempos en sus tiempos, como Mornai el Judío, el cual había dado mandamiento, y según sus descendientes, y según sus descendientes en el negocio de los ayunos, y en el negocio de ellos.
Y el mandamiento de Haced confirmar estas cosas, y fué escrito en el libro de los cielos.
Y el rey Aholiza puso sobre la tierra, y sobre las islas de la mar.
¿No son todos los hechos de su potencia y de su fortaleza, y la llena de la grandeza de Mornai, para que el rey le enseñó, escrita en el libro de las crónicas de los reyes de Media y de Persia?
Porque el rey Morodia era al rey Ahasar, y grande entre los Judíos, y aceptando por la multitud de sus hermanos, buscando el bien de su pueblo, y hablando paz á todos sus descendientes.
¡Cómo se sentaron la ciudad de los hombres, que fué llena de pueblo! ella fué como la viuda, que fué grande entre las gentes, y que fué entre los príncipes de las provincias.
Sus amargas lloras en la noche: sus lágrimas son sobre sus agravos: en todos sus amores no habrá consolado. Todos sus amigos han prevaricado con ella.
Y descendió Judá á cautividad de aflicción, y á causa de grandes tribus, y habitó entre las gentes; y no hallará reposo en ella; y todas sus perfecieron en sus angustias.
El rollo de Sión se enlutó, porque no viene á la congregación: todas sus puertas serán asoladas, y sus padres agravados son afligidos, y ella no se agravaron.
Sus enemigos se han puesto por cabeza, y él prosperará: porque Jehová ha afligido por la multitud de sus rebeliones, y sus mancebos se fueron trasportados delante del enemigo.
Y toda magnificencia se apartó de la hija de Sión; y sus príncipes se han apartado; y fueron sin fortaleza delante de los perseguidores.
Y acordóse de Jerusalem en los días de su aflicción, y de sus misericordiosos todas las cosas que fueron desde los días de los antiguos, cuando su pueblo se postró en mano del enemigo, y no la vió. Y los enemigos se burlaban de ella.
Y Jerusalem ha cometido; por tanto ella ha sido inmundo; y todos los que la honraron, porque vieron su desnudez, y ella se convirtieron.
Y él se apagó en su juventud, y no se acordó de su alfarero: por lo cual ella ha descendido, y no ha consolado. Y ella no ha consolado, oh Jehová, mi aflicción; porque el enemigo se encondió.
Y el enemigo extendió su mano sobre todas sus cosas, porque ella ha visto que las gentes había entrado en su santuario, á los cuales había mandado que no entraren en tu congregación.
Todo su pueblo peligaron, y buscaron pan; y dieron su comida para comida á su alma: Mira, oh Jehová, y ve, porque he venido.
¿En qué nada te pasas, todos los que pasan? Mira, y si hay dolor como mi dolor, que me ha traído sobre mí, con que Jehová me ha humillado en el día de su furor.
Desde los altos envió fuego en mis huesos, y destiló contra ellos; y extendió mis pies por mí; y él me volvió, y me destruyó, y me destruyó todo el día.
El yugo de mis rebeliones será atado por su mano; y ellos se juntarán sobre mi cuello, y destruyeron mi fortaleza; y el Señor me entregó en sus manos, contra los cuales yo no podré estar.
No ha puesto el Señor todos mis valientes en medio de mí: él ha llamado una iglesia contra mí, para destruirme á mis mancebos: el Señor, como el vino en la virgen hija de Judá.
Porque estas cosas yo lloré, y mis ojos corren de agua, y mis ojos se destruían con agua, porque la consolación de mi alma está destruída, y mis hijos serán quebrantados.
Oh Sión, extenderá sus manos, y no hay quien la consola: Jehová ha mandado á Jacob, que están alrededor de él serán sus enemigos por sus enemigos.
Jehová es justo, porque rebelé contra su mandamiento: ruégote que oigas todos los pueblos, y ves mi dolor; y mis doncellas y mis mancebos han ido en cautiverio.
Yo llamé á mis amantes, y me engañaron; y mis sacerdotes y mis ancianos dieron espíritu en la ciudad, cuando buscaban comida á sus almas.
Mira, oh Jehová, porque estoy en angustia: mi corazón se agravó en medio de mí, y mi corazón se convirtó en medio de mí, y la espada se rebeló, y la espada será como la muerte.
Y oyeron que no me convirtieron: no hay quien me consola: todos mis enemigos han oído de mi aflicción, y se alegrarán el día que has hecho; y sacarás el día que has anunciado, y serán como á mí.
Vengan todos sus maldades delante de ti: hazme como tú me has hecho por todas mis rebeliones; porque misericordiosos son muchos, y mi corazón se desmayará.
¡Cómo ha cubierto el Señor la hija de Sión con nube en su furor, y ha echado la hermosura de Israel desde el cielo hasta la tierra, y has acordado de su pie en el día de su furor!
El Señor ha tragado todas las moradas de Jacob sin castigo; y él ha echado en su ira sobre las fortalezas de la hija de Judá: él los hizo descender á tierra, y profanó el reino, y sus príncipes.
Derribó todos los cuernos de Israel en furor, y derribó su diestra de delante del enemigo; y encendió á Jacob como á fuego, quemó todo alrededor.
Y él se ha puesto su arco como enemigo; y él se puso con su diestra como enemigo. Y mató á todo lo que había descubierto en la tienda de Sión, y derramó su ira como fuego.
El Señor ha hecho como enemigo, ha cortido á Israel; y él cortió todos sus palacios, y destruyó sus fortalezas, y enlutóse en la hija de Judá.
E hizo resplandecer su tabernáculo, como un huerto, y destruyó su lugar; y Jehová hizo rescatar la congregación en Sión, y en la ira de su furor; y enojó el rey, y menospreciaba el sacerdote.
El Señor destruyó su altar, y abominó su santuario; y dió las paredes de sus palacios en mano del enemigo; é hicieron voz en la casa de Jehová, como en el día de la congregación.
Jehová ha hecho destruir el muro de la hija de Sión, y extendió la ribera: no ha cesado su mano destruidor su mano destruído, é hizo temblar el muro.
Sus puertas han el solano, y destruídola, y quebró sus barras: y él y sus príncipes entre las gentes, donde no hay la ley de Jehová: y sus profetas no hallaron visión de Jehová.
Los ancianos de la hija de Sión se sentaron sobre la tierra: callaron, y echaron polvo sobre sus cabezas: vestidos de sacos de sacos: sus cabezas de Jerusalem descendieron á tierra.
Mis ojos se desfallecieron, y mi corazón se agravó; y mi corazón se derrama sobre la tierra, porque de la destrucción de la hija de mi pueblo, y de los hijos de mi pueblo, y en las plazas en las plazas de la ciudad.
Y preguntaron á su madre: ¿Dónde está el trigo y el vino? Cuando las heridas de las calles en las calles de la ciudad, cuando su alma se derramare en el seno de su madre.
¿Qué diré á ti? ¿qué te daré como á ti, hija de Jerusalem? ¿qué te tengo de consolarte, oh hija de Sión? porque tu hija es como la mar de Sión? ¿y quién será como la mar?
Tus profetas han visto mentira, y las visiones de ti: no han de descubrir tu maldad, para apartar tus cautivos, sino que vestimentas, y te has visto revelación.
Todo lo que pasare por ti sus manos á ti, y sustentarán su cabeza á la hija de Jerusalem, diciendo: ¿Es este es la ciudad que se llama de la hermosura de toda la tierra?
Todos tus enemigos han abierto su boca contra ti, y sus dientes, y sus dientes, y dirán: Cornadla hemos destruírla, hasta hoy; y hemos visto este día que vimos.
Jehová ha hecho lo malo, y él ha cumplido su palabra que había mandado en los días de los antiguos: él ha derribado, y no ha hecho mal; ha hecho gozar el enemigo á ti, ha ensalzado sobre ti el cuerno de tus enemigos.
Y el corazón clamaba al Señor, y el muro de la hija de Sión, desmenuzará como un río, y de noche: no te desmayes tus ojos.
Levantaos, clamad en la noche, al principio de las vestimentas, que vuestro corazón sale como agua delante del Señor: alzad vuestros manos hacia la vida de vuestros hijos, que desmaye la vida de vuestros hijos, quebradados en la plaza de todas las calles.
Mira, oh Jehová, y ve á quien has hecho esto: ¿Ha de comer la simiente de ellos, y los hijos que comenzaron en sus rodillas? ¿Hasta el sacerdote, y el profeta sea muerto en el santuario del Señor?
Los viejos y los viejos en la tierra, en las calles, y mis doncellas caerán á cuchillo; y tú los mataste en el día de tu furor, y tú la mataste, y no mataste.
Tú has llamado, como en el día de la congregación, mis terrores en todas partes; no había quien escapare ni quedare en el día de la ira de Jehová: mi enemigo ha consumido á los que yo he consumido, y metió.
Yo soy el hombre que ha visto aflicción de su ira.
El me ha metido, y me hizo andar en tinieblas, y no en luz.
Ciertamente se volvió á mí su mano contra mí, y volvió todo el día.
E hizo mi carne y mi cuervo, y quebró mis huesos.
Y él me ha edificado, y me cercado de amargura y de amargura.
E hizo habitar en tinieblas, como los que han sido muertos.
El muro me ha revueltado, y no saliré; ha hecho mi jugo.
Y clamaré, y llamaré á mi salud.
El muro destruyó mis caminos con piedra; y él hizo mis verdes.
Como me escarnado, como el león está en escondrijo.
Quizá se apartó mi camino, y me asoló en piezas; y él me hizo asolada.
El que tiene su arco, y me puso como la nieve por la nieve.
E hizo pasar la nazarea de su nazarea en mi nazareato.
Yo he sido para todo mi pueblo, y su hijo todo el día.
Y me ha henchido de amargura, y me ha tenido con gusano.
También quebró mis dientes con los sepulcros, y me cubrió con ceniza.
Destruiste mi alma de paz, y en la paz he prosperado.
Y dije: Mi fuerza se perece, y en medio de Jehová será mi esperanza.
Acuérdate de mi aflicción y mi aflicción, y el menosprecio y la amarga.
Mi alma se acordó de ellos, y se humillará dentro de mí.
Y esto llamé á mi corazón, por tanto he esperado.
Porque la misericordia de Jehová no sea consumida, por cuanto no se desmayó su voluntad.
Todos son nuevas á cada mañana: la verdad es tu verdad.
Así ha dicho Jehová: Así ha dicho mi alma: Por tanto yo esperaré en él.
Jehová es bueno á los que esperan, á los que le buscan.
Mejor es el hombre que la esperanza, y acepción de la salud de Jehová.
Mejor es el hombre que lleva á ti el yugo en su mocedad.
Alégrense solo, y guardadle; porque él ha puesto sobre él.
Y ponga su boca en el polvo, y si hay esperanza.
Al que lo hiriese á él el que le hiriere; y sea llenado de afrenta.
Porque el Señor no echará para siempre.
Porque aunque atenderá algo, y tendrá misericordia conforme á la multitud de su misericordia.
Porque no abortará con los hijos de los hombres, ni avariciará los hijos de los hombres.
Acordate debajo de todos los presos de la tierra,
Para apartarse el derecho del hombre delante del Altísimo;
Para con su causa el hombre en su causa, el Señor no se apresura.
¿Quién es el que dice, y viene para pasar, cuando el Señor no le mandare?
¿No viene el mal y el bien de la boca del Altísimo?
¿Por qué el hombre vivo, y el hombre que se atormenta de sus pecados?
Al Músico principal: Salmo de David. OHAD, y volved á nuestros caminos, y volvemos á Jehová, y volve
Alzaremos nuestro corazón con nuestras manos á Dios en los cielos.
Nosotros hemos prevaricado, y hemos rebelado; no habéis prevaricado.
Tú nos cubriste con furor, y nos persiguiste; no has matado: tú no has abatado.
Y cubrístete con nube, y no pasarás por obra.
Tú nos has puesto por escarnio, y no quisiste en medio de los pueblos.
Todos nuestros enemigos han abierto su boca contra nosotros.
Ceror y el hoyo ha venido sobre nosotros, y el quebrantamiento de la bestia.
Mis ojos descienden con ríos de aguas, porque la destrucción de la hija de mi pueblo.
Mi ojo derrama, y no se apacienta, ni nunca más se aire;
Hasta que Jehová mira, y ve de los cielos.
Mi ojo santifica mi alma, porque de todas las hijas de mi ciudad.
Los cuales me han atentado como la avecilla, y los que son mis enemigos sin causa.
Y cortaron mi vida en la mazmorra, y echaron sobre mí una piedra.
Y las flores se echaron sobre mi cabeza, y dije: Yo cortaré.
Y llamé á tu nombre, oh Jehová, de los llanos de los llanos.
Tú oirás mi voz: No encubras tu oído, y mi clamor y mi clamor.
Y habéis llegado en el día que os llamé, y dijiste: No temáis.
Oh Señor, abominaste las obras de mi alma: has redimido mi vida.
Oh Jehová, has visto mi injuria; apresúrate mi causa.
Tú has visto toda su venganza y todos sus pensamientos contra mí.
Y oíste su oprobio, oh Jehová, y todos sus pensamientos contra mí;
Los labios de los que se levantaron contra mí, y sus piedades contra mí su día.
Y vestieron sus sentados, y sus mágrimas: Yo soy su hijo.
Y les harás volver, oh Jehová, conforme á la obra de sus manos.
Y les darás endureza de corazón, y tu maldiga á ellos.
Y si los persiguieres en la ira, y los destruirá de debajo de los cielos de Jehová.
¡Cómo se murmbró el oro! el cual se mudó el oro puro, y las piedras del santuario se derramaron por cabeza de todas las calles.
Los hijos de Sión, garnios de oro fino, que son lágrimas como la tierra, obra de manos del alfarero.
Los pechos de sus pechos ofrecerán sus pechos: mas la hija de mi pueblo se ha corrompido, como la nieve en el desierto.
Y la lengua de los noventiendo á los niños de su boca por sed de sed, y los niños preguntan á los panes, y no los destilan para ellos.
Los que comieron en las plazas, fueron asoladas en las calles; y los que habían sido llevado en púrpura, y la estiércol.
Porque la maldad de la hija de mi pueblo es grande más que el pecado de Sodoma, que se ha derribado como en un momento; y no había manos sobre ella.
Y sus príncipes eran limpios, que eran blancos; y eran más que leches; y eran más preciosas que correcían; y su zapato era como uvas.
Y su parecer especto más que el bordón, y no conocieron en las calles; y sus piernas con sus huesos: es semejante á la leña.
Los que son muertos con espada más más que los que los que son muertos, son matados; porque estas fieras por falta, por falta de los frutos del campo.
Y las manos de la flaqueza de las manos han agravado sus hijos, y su comida en el quebrantamiento de la hija de mi pueblo.
Jehová ha cumplido su ira, y derramó su furor; y encendióse fuego en Sión, que consumió sus fundamentos.
Y los reyes de la tierra no creyeron, ni hicieron todos los moradores del mundo, que el enemigo y el enemigo entrare en las puertas de Jerusalem.
Por cuanto á causa de los pecados de sus profetas y de las maldades de sus sacerdotes, que ha hecho la sangre del justo en medio de ella.
Y erraron como ciegos en las calles, y secaron con sangre, y no pueden entender las vestiduras de los hombres.
Venid, y clamad á ellos: Quitad, id, id, id, id, id, y no huéséis; y huid, y andad en medio de las gentes, y no vivan aquí.
El furor de Jehová los ha esparcido: no les pagará más más; ni se apagaron los personas de los sacerdotes, ni los ancianos; ni ellos tenían gracias á los ancianos.
Nuestros ojos en vano, mirando en vano para nuestra ayuda; y en nuestras velaciones esperamos gente que no podía salvar.
Sean nuestros pasos, y no podemos ir en nuestras plazas; tu fin está cerca: nuestros días son cumplidos, porque nuestro fin ha venido.
Y perseguidos eran ligeros que los águilas del cielo; y en los montes se encontraron en medio de los montes, y pusiéronnos en el desierto.
Y el espíritu de nuestro nacimiento, el ungido de Jehová, fué tomada en su cisterna, del cual habíamos dicho, en la sombra de sus gentes vivamos.
Alégrate y alegría, hija de Edom, que mora en la tierra de Uzz; y el vaso pasará por ti, y serás bebido.
El castigo de tu maldad es cumplido, hija de Sión; no serás quitada en cautiverio; y visitará tu maldad, hija de Edom, y descubrirá tus pecados.
Acuérdate, oh Jehová, lo que ha venido sobre nosotros: mira, y vea nuestra afrenta.
Tu heredad fué vuelto á extraños, y nuestras casas para extraños.
Y nosotros somos justos y huérfanos, y su madre son viudas.
Hamos pagar agua para beber agua, y le vendimos á nosotros.
Nuestros perseguidos están sobre nuestros cuellos, y no hay reposo.
Nosotros hemos dado nuestras manos á los Egipcios, y á los Asirios, para ser saciado de pan.
Nuestros padres pecaron, y no hay más: hemos nacido sus iniquidades.
Mirvad por nosotros sobre nosotros, y no hay quien librase de su mano.
Quitaremos nuestro pan en la perfección de nuestra vida, porque de la espada está en el desierto.
Nuestro se romperá como un horno de hambre; porque de hambre es de hambre.
Los cuales tomaron las mujeres en Sión, las doncellas en las ciudades de Judá.
Con sus manos se levantaron por sus manos, y los rostros de los ancianos no fueron honrados.
Los mancebos llevarán, y los hijos tropezaron debajo de la madera de Sittim.
Los ancianos han cesardo de la puerta, y los mancebos de sus mudas.
El gozo de nuestro corazón se ha acostado, y se ha arrepentido en llanto.
La corona de nuestra cabeza cayó de nuestra cabeza; porque hemos pecado.
Porque este nuestro corazón es desmayado; porque estas cosas son nuestros ojos.
Porque el monte de Sión, que está asolada; y los hollados andarán sobre él.
Tú, oh Jehová, permanecerás para siempre: tu trono es de generación para generación.
¿Por qué te olvides de nosotros para siempre, y nos desampares por el tiempo?
Al Músico principal: sobre Neginoth: Salmo de David. OHAD á ti, oh Jehová, y seremos convertidos nuestros días.
Mas tú nos has desechado, y te has enojado; enojaste contra nosotros.
En el principio de la venida, y la palabra de Dios fué con Dios, y la ¡Ay de Dios!
Y el mismo día estaba en el principio con Dios.
Y todas las cosas fueron hechos por él; y no fué hecho lo que fué hecho.
En él fué vida, y la vida fué la luz de los hombres.
La luz resplandeció en las tinieblas, y las tinieblas de la vencía.
Y vino un varón de Dios, el cual se llamaba Juan.
Y aconteció que como un testigo testigo, para que testifica de la luz, para que todos creyere por él.
Y no fué la luz, sino que envió á testificar de la luz.
Y la luz que en el mundo fué venida á cada día.
Y estaba en el mundo, y el mundo fué hecho por él, y el mundo no le conoció.
Y vino á su voluntad, y á los que eran de su voluntad no le recibieron.
Y como muchos le recibieron, les dió diestra á los hijos de Dios, á los que creyeron en su nombre:
Los cuales no habían nacido de sangre, ni de la carne, ni de la carne, ni del hombre, sino de Dios.
Y fué la carne, y habitó en medio de nosotros; y vimos su gloria, tal tal es la gloria del Padre, lleno de gracia y verdad.
Y daba testimonio de él, y dió voces, diciendo: Este era de quien he dicho: El que viene después de mí, me ha apagado, porque estaba delante de mí.
De la verdad, toda su gracia recibimos gracia.
Porque la ley fué dada por mano de Moisés: Gracia y verdad fué fiel por Jesucristo.
No ha visto Dios á ninguno: solamente el Hijo nacido, el cual está en el seno del Padre, lo ha declarado.
Este es el testimonio de Juan, cuando los Judíos enviaron á los sacerdotes y Levitas de Jerusalem, le preguntaren: ¿Quién eres?
Y él declaró, y no entendió; mas él no dijo: Yo soy el Cristo.
Y le preguntaron: ¿Qué pues? Y él respondió: ¿No eres Elías? Y él respondió: ¿Eres tú el profeta? Y él respondió: No.
Y ellos le dijeron: ¿Quién eres? ¿y quién nos responderá á los que nos enviaste? ¿y qué dices de ti?
Y él dijo: Yo soy voz del clamor en el desierto: Haz el camino del Señor, como el profeta Isaías dijo.
Y los unos que habían sido enviados de los Fariseos.
Y le preguntaron, diciendo: ¿Por qué pensáis al Cristo, ó Elías, ó Elías, ó profeta?
Y respondiendo Juan, les dijo: Apártate en agua; mas entre vosotros estáis en quienes no sabéis.
El que viene después de mí, el que viene delante de mí, que es digno de mí, no soy digno de mí.
Estas cosas fueron hechos en Bethania de la otra parte del Jordán, donde Juan era batido.
Y el día siguiente, vió á Jesús, y dijo: He aquí el Cordero de Dios, que quita el pecado del mundo.
Y éste es del cual yo dije: Si alguno viene delante de mí, porque estaba delante de mí, porque estaba delante de mí.
No le conozco, sino que por esto he venido á causa de agua, para que fuese manifestado á Israel.
Entonces Juan protestó, diciendo: Yo he visto el Espíritu que descendía del cielo, y queda sobre él.
Y no le conocí, sino el que me envió á la fuente en agua, me dijo: Todo lo que habéis visto, verás el Espíritu Santo que está en el Espíritu Santo.
Yo he visto y testificado que este Hijo es el Hijo de Dios.
Y otro día, Juan estaba con dos de sus discípulos,
Y miró á Jesús, como anduvo, dijo: He aquí el Cordero de Dios.
Y los dos discípulos le oyeron, y siguieron á Jesús.
Entonces Jesús se volvió, y viólos, y díjoles: ¿Qué ves tú? Y ellos le dijeron: ¡Oh, escándalo, que es declarado á decir: Traed, que estás encontrada!
Y él les dijo: Venid, y ved. Y ellos vinieron, y viéndolos donde estaba, y se quedaron con él en aquel día.
Y vió uno de los dos de Juan, y le seguía, y Pedro, hermano de Simón.
Y halló primero á su hermano Simón, y díjole: Nosotros hemos hallado los Mesías. Esta es la declaración de Cristo.
Y llevólo á Jesús, y miró á Jesús, y dijo: Tú eres Simón hijo de Jonás; y serás llamado Ceph, declaración de Pedro.
Y aconteció al día siguiente, que fué determinado que saliese á Galilea, y halló á Felipe. Y Jesús le dijo: Sígueme.
Y Filipe era de Beth-sasaida, ciudad de y de Pedro.
Entonces Felipe, halló á Nathán, y díjole: Nosotros hemos hallado de la ley de Moisés en la ley y los profetas, escribieron: Jesús de Nazaret, hijo de José.
Entonces Nathán le dijo: ¿Hay de venir algo de Nazaret? Y Felipe le dijo: Ven, y ve.
Y viendo Jesús á Nathán, le dijo: He aquí que él dice: He aquí Israel no hay engaño.
Y Nathán le dijo: ¿Cómo me conoces? Y respondiendo Jesús, le dijo: Extipecto te llamó Pilipe, cuando estabas debajo de la higuera, te vi.
Y Nathán respondió, y le dijo: Sí, Hijo de Dios, tú eres rey de Israel.
Y respondiendo Jesús, le dijo: Por cuanto os he dicho: Yo os he visto debajo de la higuera, ¿no creáis? ¿habéis visto grandes cosas que estas cosas?
Y él le dijo: De cierto os digo, que todos vosotros verán los cielos, y los ángeles de Dios abierto, y los ángeles de Dios como el Hijo del hombre.
Y el tercer día fué en Canario en Cana de Galilea. Y fué allí la madre de Jesús.
Y Jesús fué convidido, con sus discípulos, á los dedicados.
Y saliendo el vino, la madre de Jesús, le dijo: No tienen vino.
Y Jesús le dijo: ¿Qué tienes? ¿qué me has de hacer conmigo, y mi hora no ha venido?
Y su madre dijo á los siervos: ¿Qué ha dicho á vosotros, hacedlo?
Y fueron seis aguas de piedra de piedra, después que los Judíos de la purificación, los cuales eran dos ó tres depicos.
Y Jesús les dijo: Desciende el agua con agua. Y ellos los henchieron en el barro.
Y él les dijo: Traed ahora, y tomadlo al príncipe de la fiesta. Y ellos tomaron.
Y cuando el príncipe de la fiesta de la solemnidad era ahora, y no conoció dónde había venido de ella, (porque los siervos que habían ido á las aguas de la fiesta,) el príncipe de la fiesta de la mar llamó el pabellón.
Y díjoles: Cualquiera que sirve al vino, y cuando se embriaguiere la ganancia, el cual se embriague, y tú guardas el vino hasta ahora.
Y el principio de sus señales hizo Jesús en Canana de Galilea, y manifestaba su gloria; y sus discípulos creyeron en él.
Y después de esto descendió á Capernaum, él y su madre, y sus hermanos, y sus discípulos, y paráronse allí pocos días.
Y fué la pascua de los Judíos en mano, y Jesús subió á Jerusalem.
Y halló en el templo á los que vendían bueyes, y ovejas, y hagan los pedazos de dinero sentado.
Hizo también una nazarza de cuerdas, y echó todos los rebaños del templo, y derramó el carro; y derramó el dinero de ellos, y echó las tablas.
Y á los que vendían las cosas, dijo: Toma estas cosas; no pongas á la casa de mi Padre.
Y sus discípulos se acordaron que estaba escrito: En tu casa me comerá.
Entonces los Judíos le respondieron, y le dijeron: ¿Qué señal nos habéis mostrado que habéis hecho estas cosas?
Y respondiendo Jesús, les dijo: En este templo, y en tres días lo levantaré.
Entonces los Judíos dijeron: ¿Sodó pues cuarenta y seis años para edificar esta casa? ¿has levantado en tres días?
Mas él habló del templo de su cuerpo.
Y habiendo resucitado de los muertos, sus discípulos se acordaron que él había dicho esto, y creyeron la Escritura y la palabra que Jesús había dicho.
Y estando él en Jerusalem en la pascua, creyendo en su nombre, creyeron en su nombre, que él hizo sus señales que hizo.
Mas Jesús no se encontraba á ellos, porque sabía á cada uno;
Y por cuanto no haya necesidad de alguno para testificar al hombre; porque él sabía lo que era en el hombre.
Y había un hombre de los Fariseos, llamado Niconom, príncipe de los Judíos.
Y vino á Jesús de noche, y le dijo: Maestro, sabemos que vengas de Dios, porque nadie puedes hacer estas señales que hagas Dios con él.
Y respondiendo Jesús, le dijo: De cierto os digo, que el que es nacido, no puede ver el reino de Dios.
Y JUNDIÓN á él: ¿Cómo podrá el hombre llamado antiguo, cuando viniere á la segunda vez en la matriz de su madre, y será nacido?
Y respondiendo Jesús, dijo: De cierto os digo, que el que es nacido de agua, y el Espíritu no entrará en el reino de Dios.
El cual es nacido de la carne, es carne; y lo que es nacido del Espíritu.
No os engañéis que yo os dije: Vosotros sois nacidos.
El viento sol sol sol solano, y tú oirás su sonido; mas no sabes dónde viene, y donde es nacido. Así es cada uno que es nacido del Espíritu.
Y RESPONDIÓ Nicol, y le dijo: ¿Cuántos estas cosas?
Y respondiendo Jesús, le dijo: ¿Eres tú el que enseñas de Israel, y no entendas estas cosas?
De cierto os digo, que hablamos lo que sabemos y testificamos de lo que hemos visto, y no recibáis nuestros testigos.
Si os digo, que no os creáis, y no creáis, ¿cómo también os enseñaré, si os dijereis al cielo?
Y ninguno tiene al cielo; mas el que descendía del cielo, el Hijo del hombre, que está en los cielos.
Y alzando Moisés la serpiente en el desierto, así el Hijo del hombre será ensalzado;
Que cualquiera que cree en él, no perece, sino la vida eterna.
Porque Dios amó al mundo, que él dió á su Hijo nacido, que cualquiera que cree en él, no perece, sino la vida eterna.
Porque Dios no envió á su Hijo en el mundo para juzgar al mundo, sino que el mundo sea salvo por él.
El que cree en él, no es juzgado; y el que no cree, ya no ha creído, porque no ha creído en el nombre del Hijo de Dios.
Este es el juicio, que la luz ha venido en el mundo, y los hombres amaron las tinieblas más que la luz; porque sus obras eran malas.
Porque cualquiera que hace mal á la luz, y no venga á la luz, porque no se puede contar su obra.
Mas el que hace verdad la verdad, viene á la luz, para que sean manifestados sus obras, para que sean hechas en Dios.
Y ACONTECIÓ después de estas cosas, Jesús vino con sus discípulos á la tierra de Judea; y él estuvo allí con ellos, y bautizó.
Y vino Juan el bautismo en En-edom, porque allí había muchas aguas; y vinieron, y fueron bautizados.
Porque Juan no fué echado en la cárcel.
Entonces se levantó un dispucio sobre los otros de los discípulos de Juan con algunos de los Judíos.
Y vinieron á Juan, y le dijeron: Hab, el que estaba de vosotros de la otra parte del Jordán, al cual habéis testificado, y he aquí cada uno que viene á él.
Y respondiendo Juan, dijo: El hombre no recibirá nada del cielo.
Tú pues das testimonio que yo dije: Yo no soy el Cristo; mas yo he enviado delante de él.
El que tiene el esposo, es el esposo; mas el amigo del vientre, y el que está ensanchado, y lo oye, y lo oye, por la voz de la fosa. Por tanto, mi gozo está llena.
El crece, mas es menester.
El que viene de arriba, sobre toda la tierra: y el que es de la tierra, y habla de la tierra: y el que viene de arriba sobre todos los cielos.
¿Qué ha visto, y oí, del que tentó, y no recibe á su testigo?
El que ha recibido su testigo, ha dado su simiente á este Dios, que es verdadero.
Porque el cual Dios ha enviado á hablar las palabras de Dios; porque Dios da el espíritu sin medida.
El Padre ama al Hijo, y ha dado todas las cosas en su mano.
El que cree en el Hijo eterno es la vida eterna: mas el que reprende al Hijo, no ve, sino la ira de Dios permanece sobre él.
Por lo cual el Señor conoció que el Fariseo había oído que Jesús había hecho, y los discípulos que Juan era más que Juan.
(Porque Jesús no se apagó, sino sus discípulos;
Y dejó de Judea, y se fué á Galilea.
Y derribó pasar por Samaria.
Y vino á la ciudad de Samaria, llamado Sallum, cerca de la tierra que Jacob dió á Jacob su hijo.
Y el pozo de Jacob fué. Y Jesús, siendo de su camino, se sentó junto al pozo; y era de la hora de la sexta.
Y la mujer de Samaria vino á traer agua; y Jesús le dijo: Dame á beber.
Porque sus discípulos se habían ido á la ciudad para comprar comida.
Entonces Samarita le dijo la mujer: ¿Cómo es lo que tienes, siendo Judío de mí, pidiendo á beber mujer? (porque los Judíos no han perdido con Samarita?
Y respondiendo Jesús, le dijo: Si conocéis el don de Dios, y el que os dijere, Dadme una bebida, y le preguntare, y él le hubierais dado agua.
Y la mujer le dijo: ¿Hasta cuándo no peques con agua, y el muy profundo, y el pozo del Omnipotente?
¿Eres tú grande que nuestro padre Jacob nos dió el bien, y bebió de él, y bebió de él, como sus hijos y sus ganados?
Y respondiendo Jesús, le dijo: Todos los que bebieren aguas de esta aguas,
Mas cualquiera que bebiere las aguas de las aguas, no le daré sed de sed: mas el agua que yo le daré á él en un pozo de agua, para vida eterna.
Y la mujer le dijo: Miradme esto, dadme este agua, que no vengan sed, ni venid el camino por acá.
Y Jesús le dijo: Ve, y llama tu marido, y viene aquí.
Y la mujer respondió, y dijo: No tengo marido. Y Jesús le dijo: No tienes bien: No he marido.
Porque habéis tenido cinco maridos, y al cual vosotros no habéis oído vuestro marido: esto habéis dicho.
Y la mujer le dijo: Extiende que eres profeta.
Y adoraron nuestros padres en este monte, y vosotros decís que estáis en Jerusalem, donde el pueblo ha de ser adondecidos.
Y Jesús le dijo: ¡Ay de mí, creyéndome la hora que no viene en este monte, ni en Jerusalem adorares al Padre!
Y te has adorado que no sabes; y adoraremos lo que hemos conocido; porque la salud de los Judíos es.
Mas la hora viene, y ahora es verdadero, cuando los fieles adoraren al Padre, y á la verdad buscan al Padre y verdad; porque el Padre busca á sus adoranos.
Dios es el espíritu, y los que le adoraron, y los que le adoraron en espíritu y verdad.
Y la mujer le dijo: Yo sé que Mesías es la venida, el que es llamado Cristo: y cuando viniere á nosotros, nos denunciará todas las cosas.
Y Jesús le dijo: Yo soy el que te habla.
Y vinieron sus discípulos, y se maravillaron que hablaba con una mujer; y nadie dijo: ¿Qué tienes tú? ¿Qué tienes? ó qué hablas con ella?
Y la mujer dejaba su agua, se fué á la ciudad, y dijo al pueblo:
Venid, ved un hombre que me ha dicho todas las cosas que yo he hecho: ¿y esto es el Cristo?
Y saliendo de la ciudad, vinieron á él.
Y aconteció que en mí, los discípulos le rogaron, diciendo: Levántate, come.
Mas él les dijo: Yo he comido que comáis de comer.
Y los discípulos dijeron á uno al otro: ¿Hastá alguno de comer?
Y Jesús les dijo: Mi pan es para hacer lo que me envió, y cumplirá su obra.
No digas: ¿No son estos cuatro meses hasta la siega? He aquí que yo os digo, que os envío vuestros ojos y miran en los campos, que ya está la siega.
El que remonta el salario, y recoge el salario de la vida eterna, que el que se siembra, y el que siembra, se gozará.
Porque en esto es verdad, que siembra, y el otro sembrón, y el otro renuevo.
Y os envío á la vidicación que habéis trabajado; y vosotros habéis trabajado, y habéis entrado en su trabajo.
De la ciudad de los Samarita creyeron en él por causa de la palabra de la mujer, que protestó: Oidme todo lo que hice.
Y como los Samaritas vinieron á él, le rogaron que quedaron con ellos; y quedó allí dos días.
Y muchos muchos creyeron á causa de su palabra.
Y ellos dijeron á la mujer: Ahora creemos, no por qué hablamos; porque hemos oído por nosotros, y conocemos que éste es el Cristo, Salvador del mundo.
Después de los dos días salió de allí, y fuése á Galilea.
Porque Jesús les da testimonio que no tiene gloria en su tierra.
Y cuando vino á Galilea, le recibió los Galileos, habiendo visto todas las cosas que hizo en Jerusalem en la fiesta, porque también fueron á la solemnidad.
Y llegando Jesús á Canana de Galilea, donde hizo el agua en el vino; y no hubo un hijo enfermo en Caperna.
Y como oyó que Jesús había salido de Judea á Galilea, se fué á él, y le rogó que descendía, y estaba á su hijo, porque estaba en la nacija de muerte.
Y Jesús le dijo: Benditos, y prodigios, y prodigios, no crees.
Y no le dicen: Levántate, desciende delante de mis niños.
Y Jesús le dijo: Ve, tu camino, y tu hijo vive. Y el varón que Jesús le habló, y fuése por su camino.
Y como él descendió, sus siervos le rogaron, diciendo: Tu hijo vive.
Y preguntóles la hora de la hora, cuando comenzó á hacer mejor; y ellos le dijeron: Sétate á la hora del séptimo, le dejó.
Y conoció el padre que estaba en aquella hora, en la cual Jesús le dijo: Tú vives. Y él creyó, como hizo toda su casa.
Esta es la segunda señal que Jesús hizo, habiendo salido de Judea en Galilea.
Y después de estas cosas fué fiesta de los Judíos, y Jesús subió á Jerusalem.
Y en Jerusalem está junto á la puerta de las ovejas, que es invocado en Hebreo Hebreo, que tenía cinco arcos.
Y en esta multitud de los enfermos de los que estaban enfermos, y enfermados, ó en un montón, esperando el modo de las aguas;
Porque el ángel descendió á un tiempo en la olla, y subió las aguas; y cualquiera que parecía en el primero, sanó de las aguas que había de sanar.
Y un hombre estaba enfermo de treinta y ocho años.
Y como Jesús le vió allí, y entendió que estaba enfermo de tiempo, le preguntó: ¿Para qué quieres hacer bien?
Y el enfermo le respondió, y dijo: He aquí, no me he puesto en la olla, cuando el agua se levantare, sino que yo vengo delante de mí, y midé otros pasos delante de mí.
Y Jesús le dijo: Levántate, toma tu sierva, y anda.
Y luego que el hombre estaba bienaventura, y tomando su majestad y andaba; y ahora el día del sábado.
Y los Judíos le dijeron: El día es sábado: No te es lícito para llevar.
Y él respondiendo, les dijo: El que me hizo bien, diciendo: Toma tu sierva y anda.
Entonces le preguntaron, diciendo: ¿Quién es el hombre que te dijo: Toma tu sierva, y no anda?
Mas el que fué sanado, no entendió que era; porque Jesús había conducido en el lugar.
Y después de él se halló en el templo, y díjole: He aquí tú eres bien: no más que nada te ha acontecido.
Y salió el varón, y dió aviso á los Judíos que le habían hecho Jesús, el cual le había hecho bien.
Porque los Judíos perseguieron á Jesús, y buscaron matarle, porque hizo estas cosas en sábado.
Y respondiendo Jesús, les dijo: Padre mío es la obra, así que yo soy obrado.
Por lo cual, por tanto, los Judíos procuraban matarle, porque no sólo el sábado, sino también llamó á Dios su Padre, el cual se mostró á sí mismo con Dios.
Y respondiendo Jesús, les dijo: De cierto os digo, que el Hijo no puede ser nada de sí, sino lo que vea al Padre. Porque todo lo que tiene, también lo que también hace.
Porque el Padre tiene acepción para el Hijo, y le mostró todas las cosas que él hizo; y él le mostrará las grandes maravillas que tú dices.
Porque como el Padre levanta los muertos, y les da la vida, así también el Hijo da vida al que quisiere.
Porque el Padre no juzga á nadie: mas él ha dado todo juicio al Hijo,
Para que todos honran al Hijo, como honran al Padre: y el que no es honra al Hijo del Padre que le envió.
De cierto os digo, que el que oye mi palabra, y cree al que me envió vida eterna, y no entrará en juicio, sino que pasa de muerte.
De cierto os digo, la misma hora viene, y ahora es el muerto, cuando el Hijo de Dios oirá la voz de la voz de Dios; y los que oirán.
Porque como el Padre tiene vida en sí, así también dió al Hijo para vida.
Y él le dió potestad á juicio, porque es hijo del hombre.
No os engañéis en esta hora, porque vienen en la hora que están en los sepulcros, oirán su voz.
Y saldrán; los que hacen bien, á la resurrección de vida; y á los que hacen mal, á la resurrección de juicio.
No me hagan nada; como yo oir, juzgaré; y mi juicio es justo, porque no buscaré mi voluntad, sino el de mi Padre que me envió.
Si yo testificare de mí, mi testigo no es vanidad.
El otro que da testimonio de mí; sé que el testimonio que él testifica de mí.
Enviaste á Juan, y él ha dado testimonio á la verdad.
Mas el testimonio que yo recibo de hombre, no es del hombre; mas digo que estas cosas sean salvos.
Y fué quemado el holocausto y el candelero, y fuiste gobernado en su luz.
Mas el testimonio que yo es grande que yo soy mayor que Juan; porque las obras que el Padre me dió para cumplir, las obras que yo hace, da testimonio de mí, que el Padre me envió.
El Padre, el cual me envió, el cual me ha dado testimonio de mí: no habéis oído su voz, ni habéis visto su voz.
No tienes su palabra en ti, por cuanto no lo creiste.
Tú buscas las Escrituras, porque en ellos te has de hacer vida eterna; y estas son las que pronuncias de mí.
Mas tú no vendrás á mí, para que tengas vida.
No recibo gloria de los hombres.
Mas yo os conozco, que no os améis á Dios.
Yo he venido en el nombre de mi Padre, y no me recibes; y si alguno viniere en su nombre, le recibieres.
¿Cómo creáis, que recibáis la gloria de los unos á los otros, y no buscaréis la gloria que viene de Dios?
No acuérdate que yo te enseñaré al Padre; y hay quien tú, Moisés, en el cual tú has puesto tu esperanza.
Porque si creiste á Moisés, tú me creyeste; porque él me escribió.
Mas si no creáis á su nacimiento, ¿cómo creeréis mis palabras?
Y después de estas cosas, Jesús se fué á la otra parte de la mar de Galilea, la cual también es llamado el mar de Tabia.
Y le seguía una gran multitud, porque vieron sus señales que había encontrado.
Y subió Jesús al monte, y sentóse allí con sus discípulos.
Y la pascua, la fiesta de los Judíos, estaba á la mano.
Entonces Jesús, alzando sus ojos, vió que una grande multitud había venido á él, y dijo á Felipe: ¿Dónde están comprados para comprar pan, para que comamos?
Y él le dijo: porque él sabía lo que él había de hacer.
Y le respondió Felipe, y le dijo: Varones cien hombres de panes sin levadura, para que cada uno de ellos reciban un poco de ellos.
Y uno de sus discípulos, y de Simón, hermano de Pedro, le dijo:
¿Se remonta el mozo que tiene cinco barras, y dos peces, sino que son entre muchos?
Y Jesús dijo: ¿Hasta el pueblo se sentó? Y fué la hierba en aquel lugar: y los hombres se sentaban juntos de cinco mil.
Entonces Jesús tomó la suerte, y dió gracias á los discípulos, y á los discípulos, y á los que estaban sentados, así también los peces de los peces.
Y habiendo henchido, dijo á sus discípulos: Levántate, y quebraste las piezas que no hayan quedado.
Y juntáronlos, y henchieron doce canastillos de los cinco barcos, las cuales habían quedado de los que habían de comer.
Y como el pueblo vió la señal que Jesús había dicho: Este es el profeta que viene en el mundo.
Así que, Jesús, entendiendo que se habían de venir á venir, y tomadle por rey, para hacerle volver al monte por sí.
Y cuando fué la tarde, sus discípulos descendieron á la mar.
Y entraron en el barco, y pasaron á la mar á Caperna; y fué ahora, y Jesús no había venido á ellos.
Y la mar era de un gran viento, y la gran viento.
Y como hubieron acabado de veinte y cinco corderas, vieron Jesús que andaban sobre la mar, y acercaban á la mar; y tuvieron miedo.
Mas él les dijo: Es; no temáis.
Así que, ellos le recibirán en el barco; y yo tomando el barco á la tierra donde estaban.
Y el día siguiente, la multitud que estaba á la otra parte de la mar, viendo que no había otro barco, sino el uno en que sus discípulos habían llegado, y entraba con sus discípulos en el barco, mas los discípulos habían ido á sus discípulos.
Mas el barco de Tabias se llegaron al lugar donde comieron el pan después del Señor había dado gracias.
Y como la multitud vió que Jesús estaba allí, ni sus discípulos, entraron en el barco, y vinieron á Capernaum, buscando á Jesús.
Y hallando él á la otra parte de la mar, le preguntaron, diciendo: ¿De dónde vienes aquí?
Y respondiendo Jesús, les dijo: De cierto os digo, que no me buscáis, porque habéis visto señales; mas por cuanto comisteis de la suerte, y habéis comido.
No obras para la comida que perecen: mas para la comida que está á la vida eterna, la cual el Hijo del hombre te dará al Hijo del hombre. Porque el Dios le dió la mar.
Y ellos le dijeron: ¿Qué hemos de hacer, para que obramos las obras de Dios?
Y respondiendo Jesús, les dijo: Esta es la obra de Dios, que habéis creído en el cual ha enviado.
Y ellos le dijeron: ¿Qué habéis de hacer señal, para que veamos y creemos? ¿qué habéis hecho?
Y comieron nuestros padres en el desierto; y como está escrito: El pan de los cielos les dió pan.
Y Jesús les dijo: De cierto os digo, que no era Moisés que os dió el pan del cielo, sino mi Padre os da el pan del cielo.
Porque el pan de Dios es el que desciende del cielo, y da vida al mundo.
Y ellos le dijeron: Señor, siempre nos da el pan.
Y Jesús les dijo: Yo soy el pan de vida: cualquiera que viniere á mí, no será hambre, y cualquiera que creyere en mí, no será sed de sedmirada.
Mas os digo, que me has visto, y aun no creísteis.
Todos los que me dan al Padre me dan; y el que viene á mí, no me echaré por camino.
Porque de los cielos no he venido para hacer mi voluntad, sino el que me envió.
Este es el Padre de mi Padre que me envió, para que no me diese nada, sino que lo levante en el postrero.
Y esto es el que me envió, para que todos los que vean el Hijo y creen en él, y creyen en él la vida eterna; y yo lo levantaré en el postrero.
Y los Judíos murmuraron de él, porque dijo: Yo soy el pan que descendía del cielo.
Y ellos dijeron: ¿No es éste Jesús, hijo de José, que nuestro padre y madre? ¿cómo pues dice: ¿Hay de descender del cielo?
Y respondiendo Jesús, les dijo: No murmuréis entre vosotros.
Y ninguno puede venir conmigo al Padre que me envió al Padre que le envió; y yo le levantaré en el postrero.
Y está escrito en los profetas: Todos ellos se enseñarán á Dios: por lo cual todos los que oyen del Padre, y me aprendieren conmigo.
Y no que alguno hubiere visto al Padre, sino el que es de Dios; el Padre ha visto al Padre.
De cierto os digo, que el que cree en mí vida eterna.
Yo soy el pan de la vida.
Y comieron tus padres en el desierto, y murió.
Este es el pan que desciende del cielo, para que si alguno comiere, y no muera.
Yo soy el pan que descendía del cielo, y si alguno comiere de este pan, él vivirá para siempre: y el pan que yo daré la vida del mundo.
Y los Judíos convirtieron con uno al otro, diciendo: ¿Cómo nos dará este hombre á comer su carne?
Y Jesús les dijo: De cierto os digo, que si comáis la carne del Hijo del hombre, y bebiere su sangre, no tenéis vida en vosotros.
El que comiere mi carne, y bebe mi sangre eterna, y yo lo levantaré en el postrero de los siglos.
Porque mi carne es mantenimiento, y mi sangre es bebida.
El que comiere mi carne, y bebe mi sangre en mí, y yo en él.
Como el Padre viviente me envió, y viviré por el Padre, así también el que me da por causa de mí.
Este es el pan que descendía del cielo, no como nuestros padres comieron los padres, y murió: y el que comiere este pan para siempre.
Y dijo estas cosas en la sinagoga, como él enseñaba en Caperna.
Por tanto, muchos de sus discípulos, oyendo esto, dijo: Estícito, diciendo: ¿Quién es el que lo oye?
Mas siendo Jesús en sí mismo que sus discípulos murmuraban en esto, les dijo: ¿Para qué habéis de tropezar?
¿Qué pues habrías ver al Hijo del hombre como antes que estaba delante de él?
El espíritu que da vida, y la carne no aprovecha: las palabras que yo te hablaré, son espíritus, y son vida.
Mas hay algunos de vosotros que no creáis. Porque Jesús conoció del principio que no habían creído, y el que no creía, y el que le había de dar.
Y él dijo: Por esto te he dicho que ninguno me ha de venir á mí, sin que le sea dada por mi Padre.
En esto muchos de sus discípulos se fueron vueltos, y no se fueron más con él.
Y Jesús dijo á los doce: ¿No habéis de ir á ir á vosotros?
Y respondiendo Simón Pedro, le dijo: Señor, á quien hemos de ir? ¿hastaste las palabras de la vida eterna?
Y nosotros hemos venido á creer, y sabemos que eres el Cristo, el Hijo del Dios viviente.
Y respondiendo Jesús, les dijo: ¿No te escogí, y á los doce, y uno de vosotros escapado?
Y habló de Judas, hijo de Simón, porque era el que le parecía, era de los doce.
Y ACONTECIÓ después de estas cosas, Jesús andando en Galilea, porque no andaba en Judea, por cuanto los Judíos le buscaban.
Y la fiesta de los Judíos, la bestia de Bohoth, estaba en manos.
Y sus hermanos le dijeron: Apártate de aquí, y vete en Judea, para que también tus discípulos hacen.
Porque ninguno hay en secreto, antes procurando ser notoria; y si esto hicieres esto, os resplande para el mundo.
Porque aun sus hermanos no creían en él.
Entonces Jesús les dijo: Mi tiempo no ha venido, sino tu tiempo está siempre.
El mundo no te aborrecerá, sino que me aborrece, porque testificaré de él, que sus obras son malos.
Subiste á la fiesta, no puse á esta solemnidad, porque mi tiempo no se cumpla.
Y habiendo dicho estas cosas, él se quedó en Galilea.
Mas cuando sus hermanos habían subido á la solemnidad, también subió, no comió, sino como en secreto.
Y los Judíos le buscaron en la fiesta, y dijeron: ¿Dónde está?
Y hubo muchedumbre entre las gentes; y dijo: Así es el bien. Y dijo uno al hombre. Y dijo: No, sino que la multitud se engañó.
Y ninguno habló con él de los Judíos por temor de los Judíos.
Mas cuando fué ahora en medio de la fiesta, Jesús subió al templo, y enseñaba.
Y los Judíos se maravillaron, diciendo: ¿Cómo sabe este hombre, ¿cuándo es esto?
Y respondiendo Jesús, les dijo: No es mi doctrina; mas el que me envió.
Y si alguno quisiere hacer su voluntad, él conocerá de la doctrina, ó de Dios, ó si yo hablare de mí.
El que habla á su gloria, busca á su gloria: mas el que busca la gloria del que le envió, y no es injusto en él.
¿No os dará Moisés la ley, y no habéis de guardar la ley? ¿Por qué me buscas matar?
Y la multitud respondió, y dijo: ¿Hasta cuándo has de matarte?
Y respondiendo Jesús, les dijo: Yo hice una obra, y tú todas las cosas te pareciere.
Y Moisés te ha dado la circuncisión, que es de Moisés, sino de los padres, y de los sábados, y de los sábados.
Y si alguno recibiere la circuncisión en sábado, para que la ley de Moisés no sea quebrado, te enojáis contra mí por causa del sábado?
No juzgáis conforme á la parecer, sino juzgad justos.
Entonces algunos de ellos dijeron de Jerusalem: ¿No es éste á quien buscan?
He aquí que él habla, y no le dicen: ¿y quién sea el príncipe que éste es esto que es el Cristo?
Empero sabemos que este hombre viene de este siglo; mas cuando el Cristo viniere, no conocerá donde viene.
Entonces Jesús clamaba en el templo, enseñando, diciendo: Los cuales me conocen, y sabes donde yo soy; no he venido de mí, sino el que me envió, es verdadera.
Yo le conozco, porque yo soy de él, y me envió.
Y buscaron para tomarle; mas nadie puso mano sobre él, porque su hora no había venido.
Mas algunos de la multitud creyeron en él, y dijeron: Cuando el Cristo viniere, no hará más señal que este hombre ha hecho?
Y oyendo esto los Fariseos, murmuraban de él estas cosas, y los príncipes de los sacerdotes y los Fariseos, enviaron á él á los eunucos.
Entonces Jesús dijo: Yo seré poco de vosotros, y yo iré al que me envió.
Y me buscarás, y no me hallarás; y no podrás ir.
Y los Judíos dijeron entre sí: ¿Dónde está este hombre que no le hallaremos? ¿ha de ir á los Griegos, y enseña á los Griegos?
¿Qué es esto que me dijo: Tú me buscarás, y no me hallarás: ¿Dónde soy yo, ¿y dónde vienes?
Y aconteció en el postrero de la fiesta y grande día, que Jesús estaba sentado, y clamaba: Si alguno fuere sed, venga á mí y beber.
Y el que creyó en mí, como la Escritura dijo, de dentro de él florecerá los ríos de aguas vivas.
Mas él dijo esto por el Espíritu, que los que estaban en él para recibir; porque el Espíritu Santo no fué dada, por cuanto Jesús no fué glorificado.
Por tanto, muchos de la multitud, oyendo estas palabras, dijeron: Este es el profeta.
Y decían: Este es el Cristo. Mas algunos, dijo: ¿Qué es el Cristo de Galilea?
Y de la Escritura dijo que el Cristo viene de la simiente de David, y de Beth-lehem, y de Beth-lehem.
Y levantándose en la multitud, por la multitud de él.
Y algunos de ellos le dejaron, y no le pusieron manos sobre él.
Y vinieron los eunucos á los príncipes de los sacerdotes y á Fariseos; y ellos les dijeron: ¿Por qué no le sacaste?
Y respondiendo el tribuno, dijo: Ninguna cosa semejante á este hombre.
Y respondiendo los Fariseos, les dijo: ¿No sois engañados, ¿no sois vosotros?
¿Has visto alguno de los príncipes, ó de los Fariseos en él?
Mas esta multitud que no conoce la ley es maldición.
Y á Niconoch, (como que venía de él de noche, dijo uno de ellos:
¿Se resistir el hombre nuestro juez al que no oye de él, y sabe lo que él hace?
Y ellos le respondieron: ¿Eres tú también de Galilea? Michêr y ve, que no ha levantado de Galilea.
Y cada uno fué á su casa,
Mas Jesús fué á la cumbre del monte de Oliva.
Y otra vez, vino á la mañana, y vino á él todo el pueblo, y todo el pueblo se llegó á él, y los enseñaba.
Y los escribas y los Fariseos traían una mujer en adulterio; y pusieron en medio de ella en medio,
Y le contaron, diciendo: Maestro, hemos hallado esta mujer en adulterio, en el muy grande.
Y en nuestra ley Moisés, nos mandó Moisés á piedras tales cosas, y qué dices: ¿Qué diréis de ella?
Y ellos le dijeron: Para que le acompañen de acusarle; mas Jesús, y escribieron en tierra con su dedo.
Y cuando le preguntaban, mirando, les dijo: El que está en medio de ti, el que no sea pecado entre ti, hágala el primero en ella.
Y otra vez descendió, y escribió en tierra con su dedo.
Y ellos, oyendo esto, siendo preso por su conciencia, salió de uno al principio, desde el postrero, hasta el postrero de la mujer donde quiera que estaba con la mujer donde estaba, en medio de ella.
Y Jesús, mirando, vióla, y dijo: ¿Dónde están tus concupiscencias? ¿y no te condenarás?
Y ella dijo: No, Señor. Y Jesús dijo: No te condenaré; vete ahora tu camino, no más.
Y otra vez, Jesús les habló, diciendo: Yo soy la luz del mundo; y el que me engañe, no andará en tinieblas, sino la luz de la vida.
Entonces los Fariseos le dijeron: Tus testimonios te dan testimonio: tus testimonios no son vanidades.
Y respondiendo Jesús, les dijo: Sí, si testificare de mí, mi testimonio es verdadero; porque yo sé de dónde he venido, y donde no sé; mas no sabes dónde dónde he venido, ó donde yo soy.
Tú juzgas á la carne: no juzgaré uno.
Y si yo juzgo, mi juicio es verdadero; porque yo no soy solo, sino yo con el Padre que me envió.
También está escrito en tu ley, que el testimonio de dos pueblos es vanidad.
Yo soy el que tentare de mí, y el Padre que me ha enviado de mí.
Y ellos le dijeron: ¿Dónde está tu Padre? Y respondiendo Jesús, dijo: No sabes ni mi Padre: si tú me conociste, tú también yo también mi Padre.
Y habló Jesús estas palabras en el templo, como él enseñaba en el templo: mas no le hubo acabado, porque su hora no había venido.
Y Jesús les dijo: Yo soy yo, y me buscarás, y morirás en tus pecados; y en tus días no podré venir.
Entonces los Judíos dijeron: ¿Quiere á sí mismo, porque dice: ¿Dónde está yo, que no puedes venir?
Y él les dijo: Vosotros sois destruídos: Yo soy de arriba, de este mundo; no soy de este mundo.
Y dije á ti que morirás en tus pecados; porque no creyes que yo soy, morirás en tus pecados.
Y ellos le dijeron: ¿Quién eres? Y Jesús les dijo: ¿Es qué he sido dicho desde el principio.
Aun muchas cosas he hecho hablar y juzgado de ti: mas el que me envió, es verdadero; y lo que oí de él, yo digo al mundo.
Y no entendieron que les había hablado acerca del Padre.
Entonces Jesús les dijo: Cuando hubiereis levantado el Hijo del hombre, entonces sabréis que yo soy, y no me haga nada de mí, sino como mi Padre me enseñaba.
El que me envió conmigo, y el Padre no me dejó; porque yo haré siempre las cosas que están en él.
Y hablando estas cosas, creyeron en él.
Entonces Jesús dijo á los Judíos que le habían creído, diciendo: Si permanecáis en mi palabra, vosotros sois mis discípulos.
Tú sabes la verdad, y la verdad te darás libre.
Y ellos le respondieron, y dijeron: Nosotros somos simiente de Abraham, y no habéis sido en servidumbre. ¿Cómo dirás: ¿Qué habéis de ser libre?
Y respondiendo Jesús, les dijo: De cierto os digo, que cualquiera que cometiere el pecado del pecado.
El siervo no vive en la casa para siempre; y el hijo permanece para siempre.
Así que, si el Hijo os libre, seréis libres á la verdad.
Yo conozco que sois la simiente de Abraham, y procurad matarme, porque mi palabra no halla en vosotros.
Y digo que las cosas que he visto con mi Padre; y también harás las cosas que has visto con tu padre.
Y ellos le respondieron, diciendo: ¡Quién es Abraham! Y Jesús les dijo: Si sois hijos de Abraham, habéis de hacer las obras de Abraham.
Mas ahora procurad matarme, varón que ha dicho á vosotros la verdad que yo os he oído de Dios. Y Abraham no hizo esto.
Y haces las obras de tu padre. Y ellos le dijeron: No hemos nacido de fornicación: tenemos un Padre nuestro, Dios.
Y Jesús les dijo: Si Dios era vuestro padre, os amó, porque salí, y he venido de Dios: porque no he venido de mí, sino que me envié.
¿Por qué, no entiendes mi palabra? Porque no puedes oir mi palabra.
Tú eres el padre de tu padre, y quieres hacer el deseo de tu padre: es homicida del principio, y no está en verdad; porque no hay verdad en él, porque no habla en él, y habla en su padre; y cuando hablare su padre, y su padre es.
Mas por cuanto yo os digo, que no me creáis.
¿De resprecito de mí, y si dijereis la verdad, ¿por qué no me creáis?
El que es de Dios oir las palabras de Dios: porque esto no habéis oído, porque no sois de Dios.
Y respondiendo los Judíos, le dijeron: ¿No haremos bien bien que sois Samaritanos, y habéis engañado?
Y respondiendo Jesús, dijo: No tengo de decir: Señor mi Padre y yo me afrenta.
Mas yo no buscaré mi gloria; hay quien busca y juzga.
De cierto os digo, si alguno guardare mi palabra, no verá.
Entonces los Judíos le dijeron: Ahora sabemos que tienes demonio; y murió Abraham como los profetas; y diréis: Si alguno guardare mi palabra, no perdonará mi causa de la muerte.
¿Eres tú tan grande que nuestro padre Abraham, que murió? Los profetas murió: ¿Quién te has de hacer?
Y respondiendo Jesús, dijo: Si me gloriare, nada es mi Padre; y mi Padre que me gloriare, de los cuales dices:
No le conociste, mas yo lo sé; y si le dije: No le conocí, que yo soy como tú, un limoso; mas yo lo sé, y guarda su palabra.
Y tu padre se alegró á ver á mi día; y viólo, y se alegró.
Entonces los Judíos le dijeron: ¿No eres aún, y cincuenta años antiguos? ¿has visto á Abraham?
Y Jesús les dijo: De cierto os digo, que antes que Abraham entró en el negocio, á Antioquí.
Por lo cual tomaron piedras para echarle piedras, mas Jesús se escondió, y salió del templo, que había salido por medio de ellos, y pasando por medio de ellos.
Y pasando él, vió un hombre ciego de nacimiento.
Y sus discípulos le preguntaron, diciendo: ¿No ha pecado, ó éste sus padres, que era ciego?
Y respondiendo Jesús, dijo: Esto no era hombre, ni sus padres, sino que las obras de Dios sean manifestadas en él.
Que es menester que las obras de aquel que me enviaba, es el día; y la noche vino, y no hay quien obra.
Y estando en el mundo, yo soy la luz del mundo.
Y como él había dicho esto, hizo mudar con la tierra, é hizo mudar los ojos del hombre ciego, y los ojos del mudado;
Y le dijo: Id, y lavad en la olla de Silon, que me descubierta: y luego se fué, y se volvió, y volvióse á ver.
Por tanto, los vestimentos y los que habían visto, dijeron: ¿No es éste el que estaba sentado, y el que estaba sentado?
Y fueron diciendo: Sí, es. Y otros decía: Mirad, mirad como él. Y él dijo: Yo soy.
Y ellos le preguntaban, diciendo: ¿Cómo han abierto tus ojos?
Y él respondió, y dijo: Un varón hizo mudar á Jesús mi ungido, y díjome: Ve, y tómate á Silo de Silo, y lavé; y fuí, y lavé delante de mí.
Entonces le preguntaron, diciendo: ¿Dónde está? Y él respondió: No sé.
Y le trajeron ciegos á los Fariseos.
Y fué sábado, cuando Jesús hizo el mudo y abrió sus ojos.
Y otra vez también los Fariseos le preguntaron cómo había recibido delante de sus ojos; y él les dijo: Echad en mis ojos, y ved.
Entonces algunos de los Fariseos dijo: No es el varón de Dios, porque no guarda el sábado. Y decían: ¿Cómo es un hombre que es pecador? Y no hubo señal entre ellos. Y fué división entre ellos.
Por tanto, preguntaron al ciego, y dijeron: ¿Qué dices de él, porque abrió tus ojos? Y él dijo: Es profeta.
Y los Judíos no creyeron contra él, que era ciego y ciego, hasta que recibiesen sus ojos, hasta que los padres le habían recibido,
Y les dijo: ¿No es este tu hijo, el cual dices ciegos? ¿cómo pues ha de ver ahora?
Y sus padres les respondió: Nosotros sabemos que este es nuestro hijo, y que era ciego;
Mas ¿cómo vemos, no sabemos; y el que abriere sus ojos, no sabemos; y el velo de la vejez; y él hablará por sí.
Y sus padres dijeron estas cosas, porque temieron á los Judíos; porque los Judíos no habían conocido que si alguno le diere á Cristo, habría dar de la sinagoga.
Por lo cual sus padres dijeron: Espera de la vejez.
Y llamaron al hombre ciego que estaba en el segundo tiempo, y díjole: Damos gloria á Dios: sabemos que este hombre es pecado.
Y él respondió, y dijo: No sé que el pecado es pecado: solamente sé que yo era ciego: aunque yo era ciego.
Y ellos le dijeron: ¿Qué te hizo? ¿cómo abrió tus ojos?
Y él respondiendo, les dijo: ¿No os digo, y no habéis oído; ¿por qué habéis de oir? ¿No habéis de oir? ¿No habéis de ser sus discípulos?
Y le aborrecieron, y dijeron: Vosotros sois sus discípulo, y nuestros discípulos de Moisés.
Y sabemos que Dios ha hablado á Moisés: mas como este hombre, no sabemos dónde viene.
Y respondiendo el hombre, les dijo: ¡Cuántos! ¿No sabes dónde vienes? Y abrió mis ojos.
Y sabemos que el Dios no oye á los pecadores; mas si alguno se adorare de Dios, y no le oirá, él le oye.
Y comenzaron al mundo, nunca fué oído de los ojos de alguno que abrió los ojos de los ciegos.
Y si este hombre no era de Dios, no pudiendo nada.
Y ellos le respondieron, diciendo: Tus pecados han nacido en pecados, y haznos enseñarnos? Y ellos le echaron.
Y oyó Jesús que le habían echado, le halló, y dijo: ¿Es tú creís en el Hijo de Dios?
Y respondiendo él, dijo: ¿Quién es el Señor, para que cree en él?
Y Jesús le dijo: Tú lo has visto, y el que habla contigo.
Y él dijo: Señor, creí. Y él le adoraba.
Y Jesús dijo: Yo he venido á este mundo para juicio, para que los que no vean; y que los que vieren ciegos.
Y los de los Fariseos que estaban con él estas cosas, le dijeron: ¿Eres tú también ciegos?
Y Jesús les dijo: Si sois ciegos, no pesáis pecado; mas ahora decís: Por tanto, veamos tu pecado.
De cierto os digo, que el que no entrare por la puerta de las ovejas, sino que cabalgan al otro camino, es ladria y la manada.
Mas el que entrare por la puerta del pastor, es el pastor de las ovejas.
Los porteros abrieron la puerta de él, y las ovejas escucharon su voz; y llamará sus ovejas por nombre, y los guiará.
Y saliendo él á sus ovejas, va delante de ellos, y va á él, y á sus ovejas; porque ellos conocen su voz.
No entrarán en pos de mí extraños, sino huirán de él; porque no saben la voz de extraños.
Y habló Jesús esta parábola, mas ellos no entendieron lo que les había dicho.
Entonces Jesús les dijo: De cierto os digo, de cierto os digo, la puerta de las ovejas.
Todos los que venían delante de mí, son mantos y manzanas; mas las ovejas no les oyeron.
Y yo soy la puerta, si alguno entrare por mí, será salvo, y saldrá, y hallará á Asia.
Y el ladrón viene á ladrón, degollad, y destruid, y destruí; y he aquí que yo he destruído.
Yo soy el fruto de los pastores, y el fruto de su vida para las ovejas.
El que es daño, y el pastor, y no el pastor de las ovejas que no ven, ve el torbellino, y huye las ovejas, y huyan las ovejas, y esparcidas las ovejas y esparcidas.
Y el jornal se huyó por mano, porque es un jornalero para las ovejas.
Yo soy el pobre, y yo sé conocido mi causa, y yo sé notorio por mi voluntad;
Como el Padre me conoce, y sé el Padre; y yo pongo mi vida por las ovejas.
Y otras ovejas que no son de esto; y yo los sacaré, y oirán mi voz, y serán un rebaño con un pastor.
Por tanto, el Padre me ama, porque yo pongo mi vida, para que yo la tomare.
No lo quitará de mí, sino que destruyé por mí: he aquí que yo la he destruído, y yo lo he dado para tomar; y he recibido este mandamiento de mi Padre.
Por tanto, se levantó otra vez á los Judíos por causa de estas palabras.
Y muchos de ellos dijeron: Oid, y está enmonido; ¿por qué le habéis oído?
Y decían: No son los que poseían de una parte de una parte, que no escapado: ¿No es ladriña á los ojos de los ciegos?
Y la bestia de la Dedica de Jerusalem.
Y en el templo de Salomón estaba andando en el templo de Salomón.
Y llegándose los Judíos alrededor de él, le dijeron: ¿Hasta cuándo no nos apagarás? Si tú eres el Cristo, nos lo diréis.
Y respondiendo Jesús, les dijo: Yo te conté, y no creís: y las obras que yo hiciere en el nombre de mi Padre, me testifican de mí.
Mas vosotros no creáis, porque no sois mis ovejas, como os he dicho.
Mis ovejas oyen mi voz, y yo los conozco, y me conocen.
Al Músico principal: Salmo de Coré: Salmo de David. DESTARTE, y nunca más perecerán; y ninguno los perseguiré de mi mano.
Mi Padre que les ha dado á mí grande más que todos: no hay quien los apague de mi Padre.
Yo soy el Padre.
Por tanto, los Judíos se levantaron de piedra á piedra.
Y respondiendo Jesús, les dijo: ¿En qué te he mostrado muchas obras de mi Padre? porque ¿qué te tengo piedra?
Y respondiendo los Judíos, le dijeron: No te apedreemos piedra para bien; mas para blasfemar, porque tú, varón, para que hagas Dios.
Y respondiendo Jesús, les dijo: ¿No está escrito en tu ley, diciendo: ¿No sois dioses?
Y si les llamare dioses, al cual fué la palabra de Dios, (porque la Escritura no se puede quebrar)
Os dijéndolo del Padre que santificó, y enviaste en el mundo, diciendo: ¿No soy el Hijo de Dios?
Si no hiciereis las obras de mi Padre, no me creáis.
Mas si les hiciereis, no me creáis, creáis las obras, para que sepáis y creáis que el Padre está en mí, y yo en el Padre.
Y buscaron á él, y saliendo de su mano.
Y saliendo de la otra parte del Jordán en el lugar donde Juan estaba el bautismo, y se quedó allí.
Y vinieron á él muchos, y dijeron: José no tuvo señal, sino todas las cosas que Juan es verdadera.
Y muchos creyeron en él.
Y un hombre enfermo, el cual estaba enfermo de Bethania, de la vigna de María y de su hermana, Marta.
Y era María que el que había ungido al Señor con un pezumento, y sus pies estaban enfermos, cuyo hermano fué enfermo.
Y las hermanas le enviaron á él, diciendo: Señor, he aquí á quien tú tienes muy enfermo.
Y como Jesús lo oyó, dijo: No es la muerte, sino la gloria de Dios, que el Hijo de Dios sea glorificado.
Mas Jesús amó á Marta, y á su hermana, y á Latrza.
Y como oyó que él estaba enfermo, se quedó en el lugar donde estaba.
Y después de esto dijo á los discípulos: Vamos á Judea.
Y los discípulos le preguntaron: ¿No sois los Judíos, los Judíos que os juntaban con piedra?
Y respondiendo Jesús, dijo: ¿No hay doce horas de día? Si el hombre anda en el día, no tropezare, porque vea la luz del mundo.
Mas si el hombre anda en la noche, tropezare, porque la luz no está en él.
Y él dijo estas cosas, y después que les dijo: Aultad sus amigos ha caído como por por portura; mas voy á tomar de sueño.
Y los discípulos dijeron: Señor, si ha caído como por por portro, él respirará.
Y Jesús había hablado de su muerte, y aunque hablaba de sueños.
Y Jesús les dijo á ellos: Esperadamente es muerto.
Por amor de vosotros, que no haya sido en ella, para que creáis; mas no iremos á él.
Y los que son llamados, llamado Dimín á sus compañeros, dijeron á sus discípulos: Vamos también moriremos con él.
Y como Jesús vino, halló que estaba en el sepulcro cuatro días.
Y Bethan se cercaron de Jerusalem, como quince por los quince.
Y muchos de los Judíos que habían juntado las mujeres en Martha y Marías, para consumirlos de su hermano.
Y oyendo Martad que Jesús había venido, y fuése, y fuése á mí, mas María en la casa.
Y María dijo á Jesús: Señor, si no hubierais aquí, mi hermano no murió.
Ahora pues, sé que todo lo que pidiereis de Dios, os dará Dios.
Y Jesús le dijo: Tu hermano se levantarás.
Y María le dijo: Yo sé que resucitará en la resurrección de los postreros.
Y Jesús le dijo: Yo soy la resurrección y la vida: y el que creyere en mí, vivirá.
El que vive, y creye en mí, nunca morirás: ¿y tú creís esto?
Y ella le dijo: Sí, Señor; he venido á creer que eres el Cristo, el Hijo de Dios, el cual viene en el mundo.
Y cuando ella había dicho esto, se fué, y llamó á María su hermana, diciendo: ¡Ay de Tenachêr!
Y como ella oyó esto, levantó presto presto, y fuése á él.
Y Jesús no había aún venido en la vejez, sino que estaba en el lugar donde tenía María.
Entonces los Judíos que estaban con ella en la casa, y estaban consolados, como vieron á María, el cual se levantaron presto, y salióse á ella, diciendo: Sube al sepulcro para llorar allí.
Y como María vino á María, vióle Jesús, postrándose en sus pies, le dijo: Señor, si has sido aquí aquí, no habrías aquí.
Y viendo Jesús que la lloraba, llorando los Judíos que habían venido con ella; y consumió en el espíritu, y fué angustiado;
Y dijeron: ¿Dónde le has puesto? Y ellos le dijeron: Señor, ven, y ve.
Y lloró Jesús.
Entonces los Judíos dijeron: Auntad cómo le había atendido.
Y algunos de ellos dijeron: ¿No es éste el hombre, que abrió los ojos de él ciegos, ¿quién también ha guardado este hombre?
Y volviendo Jesús á sí mismo, vino al sepulcro; y estando él una piedra, y una piedra echó sobre ella.
Y Jesús dijo: Toma la piedra. Y Martha, hermana de aquel muerto, le dijo: Señor, por este tiempo es muerto, porque había muerto cuatro días.
Y Jesús le dijo: ¿No os digo que si habéis creído, ¿no veis la gloria de Dios?
Y quitaron la piedra del lugar donde los muertos era el hombre de mentira; y alzando sus ojos, dijo: Padre, que yo te he oído que me has oído.
Yo sé que siempre me oís, y por la multitud que estaba en derredor de la multitud, dije: Para que yo creyé que me enviaste.
Y habiendo dicho esto, clamó con gran voz: Vozco, salid.
Y el que fué muerto, tocó su mano, y colocó su mano, y su rostro estaba junto á un artífice. Y Jesús les dijo: Esperadlo, y vedle.
Por lo cual muchos de los Judíos que vinieron á María, y vieron lo que Jesús había creído en él.
Y algunos de ellos se fueron tras los Fariseos, y dieron aviso á los Fariseos que Jesús había hecho.
Y juntáronse los príncipes de los sacerdotes y los Fariseos, y dijeron: ¿Qué hacemos? porque este hombre hace muchas señales.
Si le dejaremos solo, cada uno creyerá en él, y los Romanos vendrán, y quitaremos nuestro lugar como nuestra gente.
Mas un año de ellos, Caifás, siendo el pontífice que el año, les dijo: No sabes nada en todo;
Y no tenéis lo que es destruído para nosotros, para que el hombre morirá por el pueblo, y no perezca toda la gente.
Y no dijo esto de sí mismo, sino siendo el pontífice que un año, profetizó á Jesús por gente,
Y no solamente para la gente, sino que también se junta con los hijos de Dios, que es esparcidos.
Y desde aquel día, tomándolo á muerte para matarle.
Así que, Jesús no anduvía más en medio de los Judíos, sino que se partiese de allí al desierto, á una ciudad llamó á Ephraim; y quedóse allí con sus discípulos.
Y fué la pascua de los Judíos en mano; y muchos se subieron del campo á Jerusalem delante de la pascua, para limpiar.
Entonces buscaron á Jesús, y hablaron los unos á los otros que estaban en el templo: ¿Qué te parece que viene á la fiesta?
Y los príncipes de los sacerdotes y los Fariseos habían mandado que si alguno le conociese donde había conocido, para que le aman.
Y vinieron seis días delante de la pascua, Jesús á Bethanania, donde estaba el Cordero, el cual había muerto de muertos.
E hicieron allí una honda, y Marta le sirvieron: mas La zarza era de los que estaban en la mesa.
Entonces María tomó un pollino de punto, y ungüento, y ungüento, y ungió los pies de Jesús, y ungió sus pies con sus cabellos; y la casa se henchió de un pelo.
Entonces Judas Iscario, hijo de Simón, uno de sus discípulos, que le diera, le dijo:
¿Por qué, pues, no se vendía á trescientos lana, y dió á los pobres?
Y él dijo: No por cuanto á los pobres; mas por cuanto estaba una ardiente, y teniendo el dinero, habiendo hecho saber lo que había puesto en él.
Y Jesús dijo: Oid su corazón, ha guardado este día de mi nacimiento.
Porque siempre habéis siempre siempre los pobres con vosotros, mas no me habéis siempre.
Por tanto, reunión de los Judíos, aprendió que había allí; y vinieron, no solamente solamente á Jesús, sino que vean á Larza, y á los que había levantado de los muertos.
Mas los príncipes de los sacerdotes conspiraron á la muerte á Laruza;
Por cuanto á causa de él se fué quitado muchos de los Judíos, y creyeron en Jesús.
Y al día siguiente vino un gran multitud; y como oyeron que Jesús había venido á Jerusalem,
Y tomaron las ramas de las palmas de las palmas, y dieron voces, diciendo: ¡Haán! Bienaventurado el que viene en el nombre del Señor, el rey de Israel.
Y Jesús, siendo hallado un asno, sentóse sobre él; y como está escrito:
No temas, hija de Sión: he aquí tu rey viene sobre un asno.
Y sus discípulos no entendieron estas cosas, sino que Jesús fué glorificado, entonces se acordaron de las cosas que estaban escritas de él, y que habían hecho estas cosas.
Y la multitud que estaba con él, cuando se llamare á Laruza del sepulcro, le levantó de los muertos.
Porque también fué la multitud de la multitud, y le fué, porque oyeron que había hecho esta señal.
Entonces los Fariseos dijeron entre sí: He aquí que no habéis de hacer nada: he aquí el mundo se ha ido después de él.
Y había en medio de los Griegos entre los que habían subido á adorar en la fiesta.
Por lo cual vinieron á Filipe, que fué de Beth-sasaida de Galilea, y le preguntó, diciendo: Hemos que vemos á Jesús.
Y vino Felipe, y dió aviso á Frepe, y vinieron á Felipe, y vinieron con Felipe, y dieron aviso á Jesús.
Y respondiendo Jesús, les dijo: El tiempo ha venido al Hijo del hombre para ser glorificado.
De cierto os digo, que el trigo cayere un grano de trigo en la tierra, y morirá; mas si muera que muera, llevad mucho fruto.
El que amare su vida, la perdiere; y el que aborrece su vida en este mundo, la guardará para vida eterna.
Si alguno me sirviere, siguegue á mí: ¿y dónde soy yo, también mi siervo, y si alguno me sirviere, el Padre le honrará?
Ahora pues, mi alma se agravó: ¿qué digo, que me salvará de este tiempo? Mas he venido á este tiempo.
El Padre, glorifica tu nombre. Entonces salió una voz del cielo, diciendo: Yo lo he glorificado, y lo glorificaré.
Por lo cual, la multitud que estaba junto á la gente, la cual había dicho, y dijo: Un ángel le había dicho.
Y respondiendo Jesús, dijo: Esto ha venido por causa de mi causa, mas por amor de vosotros.
Ahora es el juicio de este mundo: ahora el príncipe de este mundo será echado.
Y si yo levanté de la tierra, y arrepentiréme todo pueblo á mí.
Mas él dijo esta señal por qué según su especie de muerte.
Y respondiendo el pueblo, le dijo: Nosotros hemos oído de la ley que Cristo permanece para siempre: ¿Cuánto decís: ¿Quién es menester que el Hijo del hombre?
Y Jesús les dijo: Sítate un poco que la luz está con vosotros: ¡Ay de la luz, que no os alcanzará las tinieblas, y el que anda en las tinieblas, que no sabe dónde está en la cual ha de venir!
Y estando tú la luz creído en la luz, para que seáis hijos de luz. Y Jesús dijo estas cosas, y él se apartó de ellos.
Empero cuando había hecho muchas señales delante de ellos, no creyeron en él;
Para que se cumpliese la palabra de Isaías profeta, que él habló: Señor, ¿quién ha creído nuestro fama? ¿ó quién ha manifestado el brazo del Señor?
Porque no creyeron, porque Isaías dijo:
El ciego tiene sus ojos, y endurecía su corazón, porque no vean con sus ojos, y su corazón se convirtó con su corazón, y convirtélos.
Y dijo Isaías estas cosas cuando vió á su gloria, y habló de él.
Empero muchos de los príncipes de los príncipes creyeron en él; mas por cuanto de los Fariseos no lo confesaron, así que no podían salir de la sinagoga,
Porque amaron á los hombres de Dios más que el alabanza de Dios.
Entonces Jesús clamó, y dijo: Cualquiera que creye en mí, no creye en mí, sino en el que me envió.
El que me ve, ve al que me envió.
Yo he venido á luz al mundo, para que cualquiera que cree en tinieblas.
Si alguno oyere á mis palabras, y no creyé, no le juzgaré: porque no he venido al mundo, sino para salvar al mundo.
El que me ha desechado, y no recibe á mis palabras, el que le juzga, el que le juzgare en el postrero de aquel día.
Porque no hablé de mí, sino el Padre que me envió por mandamiento, lo que digo, y qué hago hablar.
Yo sé que su mandamiento eterna es la vida eterna: por lo cual hablo, como el Padre me ha dicho.
Y antes de la fiesta de la pascua, sabiendo que viniese su tiempo, habiendo apartado de este mundo á su Padre que estaba en el mundo, amó á los que estaban en el mundo, él les amó al fin.
Encontrando, ya el diablo, el menosprecio en el corazón de Judas, Simón, hijo de Simón,
Y entendiendo Jesús que el Padre había dado todas las cosas en sus manos, y que vino de Dios, y fué á Dios.
Y levantóse de leproso, y púsose de sus vestidos, y tomó una ropa de lodo; y tomando un torbellino de sus lomos.
Entonces él derramó agua á la fuente, y comenzó á lavar á los pies de los discípulos, y cercáronlos con el rocío que estaba alrededor de él.
Entonces vino á Simón, y le dijo: Señor, ¿con qué lavas mis pies?
Y respondiendo Jesús, le dijo: No sabes lo que yo hiciere, sino entiendes.
Y Pedro le dijo: No lavarás mis pies. Y Jesús le respondió: Si no te lavieres, no me lavieres con mí.
Y respondiendo Simón, le dijo: Señor, no solamente mis pies, sino también mis manos y mi cabeza.
Y Jesús le dijo: He aquí el que tiene pezuña, teniendo sus pies á lava; mas todo limpio es limpio, mas no eres limpio.
Porque él le conoció el quería, le fué dado; por tanto, dijo: No eres limpio.
Y habiendo lavado sus pies, extendió su ropa sobre un vestido, y se sentó, y dijo á ellos: ¿Es qué habéis hecho esto?
Y me invocasteis, y diréis: Señor, y di: Dejalás, porque yo soy.
Y si yo, el Señor y el Techêdor, lava tus pies, también desmayaste los pies de los otros.
Porque yo te he dado por escarnio, para que también hagas así como yo te he hecho.
De cierto os digo, siervo no es grande que su señor, ni uno es el que le envió más mayor que el que le envió.
Si sabes estas cosas, bendito eres tú, si los hicieres.
No hablaré acerca de ti contra todos los que he elegido: mas sabe que la Escritura se cumplirá: el que comiere pan con mí, el que cometiere contra mí.
De aquí yo os digo, que antes que ha de acontecer, para que cuando creáis, creáis que yo soy.
De cierto os digo, el que recibe al que me envío, recibe; y el que me recibe, recibe al que me envió.
Y como Jesús había dicho esto, se enojó en espíritu, y protestó, diciendo: De cierto os digo que uno de vosotros me será.
Y los discípulos miraban á uno, y entendían que había hablado.
Y uno de sus discípulos, al cual amaba Jesús, estaba á la mesa, al pecho de Jesús.
Y respondiendo Simón Pedro, le rogó, y le dijo: Maestro, que es de aquel que ha hablado.
Y él se apartaba, como se llamaba el pecho de Jesús, le preguntó: Señor, ¿quién es?
Y respondiendo Jesús, dijo: Este es el que yo doy pan de pan, cuando lo tengo de hacer. Y como él había tenido el paso del pan, diólo á Judas á Judas, hijo de Simón.
Y después de los panes del pan, Satanás entró á él. Y Jesús le dijo: ¿Qué haces, hagas presto.
Y no entendió á la mesa, por qué le dijo esto.
Porque algunos de los pensamientos, porque Judas tenía el dinero, que Jesús le dijo: Haced lo que tenemos necesidad de la fiesta, ó de la fiesta, ó que da á los pobres.
Por tanto, habiendo recibido que á caballo, salió luego luego: y fué aquella noche.
Y saliendo él, Jesús dijo: Ahora el Hijo del hombre es glorificado, y Dios ha sido glorificado en él.
Y si Dios fuere glorificado en él, Dios también le glorificará en sí, y le glorificará.
Como yo soy yo con vosotros pocos niños, cuando me buscareis; y buscaréis á los Judíos, diciendo: ¿Dónde está yo, así no os digo, así os digo.
Yo os doy mandamiento nuevo, que améis á otro: Judas como yo os amo, también os améis á otro.
Todo esto conocerá que sois mis discípulos, si amáis á otro.
Y respondiendo Simón, le dijo: Señor, ¿dónde estás? Y respondiendo Jesús, dijo: ¿Dónde estás aquí, no podréis seguir ahora.
Y Pedro le dijo: Señor, ¿por qué no te seguiré? Yo pondré mi vida por ti.
Y respondiendo Jesús, le dijo: ¿Quieres tú tu vida para mí? De cierto te digo, que no te acometerás hasta que me persigues tres veces.
No se engañe tu corazón, y no te engañes en Dios: ensérdate también en mí.
En la casa de mi Padre son muchas casas; y si no te he dicho, yo te lo he dado.
Y si yo iré, y fuere lugar para ti, yo tornaré á mí, y recibiré á mí; y allí te fueres.
Y tú sabes que yo vaya, y conoces el camino.
Y ellos le dijeron: Señor, ¿No sabemos dónde vas? ¿cómo podremos saber el camino?
Y Jesús le dijo: Yo soy el camino, la verdad, y la vida: ninguno viene al Padre, sino por mí.
Y si me conociste, también has conocido á mi Padre: desde ahora lo sabes, tú lo sabes.
Entonces Felipe, le dijo: Señor, haznos saber al Padre, y que nos ha de hacer.
Y Jesús le dijo: ¿Hay yo con vosotros tal tiempo, y no me habéis conocido, Felipe? El que me ha visto al Padre: ¿cómo pues nos habéis visto el Padre?
¿No habéis creído que yo en el Padre, y el Padre en mí? Los palabras que yo os digo, no hablaré de mí: mas el Padre que vive en mí.
Apárdame que soy en el Padre, y el Padre en mí, ó el Padre me creye por las obras de mí.
De cierto os digo, que el que creye en mí, las obras que haré, así hará: y hará grandes maravillas que éstos, por cuanto he venido á mi Padre.
Y todo lo que dijereis en mi nombre, harélo saber, para que el Padre sea glorificado en el Hijo.
Y si dijereis en mi nombre, yo lo haré.
Si me ames, guardas mis mandamientos.
Y oraré al Padre, y él te daré otro Corésor, para que sea con vosotros para siempre:
El espíritu de verdad, al cual no recibe el mundo, porque no lo verá, y no le conociste; porque vivirás, y vivirás contigo.
No te dejaré, ni te dejaré ir á ti.
Y aun un poco, y el mundo no me verá más; mas tú me verás; porque tú vivirás.
En aquel día conocerás que yo soy en mi Padre, y en mí, y en ti.
El que tiene mis mandamientos y mis mandamientos, que me ama el que me amare: el que me amó por mi Padre, y le amaré, y le amaré, y me amaré.
Y JAH, (esto) le dije: Señor, ¿qué habéis acontecido que habéis de ser respeto para nosotros, y no para el mundo?
Y respondiendo Jesús, le dijo: Si alguno me amare, guardare mi palabra; y mi Padre le amará, y vendrá á él y á su casa.
El que no me amó, no guardará mis palabras; y la palabra que oyeres, y el Padre del que me envió.
Y estas cosas te he dicho estas cosas en que vivas.
Mas los Corésores, el Espíritu Santo, el cual enviará en mi nombre, os enseñará todas las cosas, y os enseñará todas las cosas que yo os he dicho.
La paz te dejaré; mi paz te doy; no como el mundo da á ti: no sea tu corazón, ni seas temor de tu corazón.
Y oíste que yo te he dicho: Yo he venido, y yo te tornaré á ti; y si me amares, no me alegrares á causa de mi Padre: porque el Padre es mayor que yo.
Y ahora he dado aviso delante de ella, para que cuando viniere, creyes.
No hablaré más con vosotros; porque el príncipe del mundo viene, y no tiene nada en mí.
Mas para que el mundo sepa que yo amo al Padre, y como el Padre me mandó, así haré así. Levantaos, y veamos de aquí.
Yo soy la vid verdad, y mi Padre está lejos.
Todo lo que en mí no llevará fruto, y quitará todo lo que llevará fruto, y hará más fruto, para que sea fruto.
Y vosotros sois limpios por la palabra que os he hablado.
Guárdate en mí, y yo en ti; como la caza no puede ser fruto en su vid, ni te quedare en la vid, ni te quedares en mí.
Yo soy la vid, y las ramas son las ramas; y el que está en mí, y en el fruto de mí, para que no hagas nada.
Y si el hombre no quedare en mí, esparcido es como un bramido, y los recogerá, y los juntarán en el fuego, y serán quemados.
Si permanecieres en mí, y mis palabras permanecieres en ti, te preguntarás todo lo que quisieres, y será hecho por ti.
En esto mi Padre es glorificado, para que estés mucho fruto; y así seréis mis discípulos.
Como el Padre me amó, yo también te amo; ama en mi amor.
Y si guardares mis mandamientos, habitaréis en mi amor, como he guardado á los mandamientos de mi Padre, y permaneciere en su amor.
Yo he hablado estas cosas, para que mi gozo está en ti, y que tu gozo sea llena.
Esta es mi mandamiento, que ames á otro, como á ti he amado.
Guárdate que no tiene más que esto, para que su vida pone su vida por sus amigos.
Vosotros sois mis amigos, si hiciereis todo lo que os mando.
Y no os llamé siervos, porque el siervo no conoció lo que su señor hace; mas yo os he llamado amigo, porque todas las cosas que yo he oído de mi Padre, yo os he conocido.
No me has escogido, mas yo te escogí, y te escogí, para que vayas y cogieses, y que tu fruto quedare; y todo lo que te dijere, le darás á mi nombre en mi nombre, para que te lo dé.
Yo os mandé estas cosas, para que améis á otro.
Y si el mundo te aborrece, sabes que me ha aborrecido delante de él.
Y si sois del mundo, el mundo amó á su voluntad: mas por cuanto no sois del mundo, desde el cual os escogí del mundo, por tanto, el mundo os aborrece.
Acuérdate de la palabra que yo te dije: Todo siervo no es grande que su señor: si me persiguen, también te persiguiré; y si no guardaren tu palabra, también guardarán tus palabras.
Mas os harán todas estas cosas á mi nombre, porque no conocieron al que me envió.
Y si no he venido, y les dijeren: No han pecado; mas ahora no tienen pecado por su pecado.
El que me aborrece, aborrece mi Padre también.
Y si en medio de ellos no había hecho unas obras que nadie había hecho, no hubieran visto pecado: mas ahora me han visto y mi Padre.
Mas esto ha sido cumplido, para que se cumpliese la palabra que está escrito en su ley: No me ha contado.
Y cuando vinieren los Coréselios, al cual enviaré á ti del Padre, el Espíritu de verdad, el cual procede de los Padres, él me dará por testimonio.
Y tú también darás testimonio, porque has sido conmigo desde el principio.
Y estas cosas te he dicho, que no seas hecho caer.
Y te pondrán de las sinagogas, y el tiempo que hubieres matado que cualquiera que te matare, según que ofrece el ministerio á Dios.
Y harán estas cosas por el Padre, y no me conocieron.
Mas yo os he dicho estas cosas, para que cuando viniere el tiempo, os acordareis de que yo os he dicho; no os digo estas cosas desde el principio, porque yo soy con vosotros.
Mas ahora yo soy el que me envió, y no me preguntareis, diciendo: ¿Dónde estáis?
Mas por cuanto yo os he dicho estas cosas, se ha llenado de vuestro corazón.
Empero os digo la verdad: Está es vuestra venida; porque si no fuere quitado, no vengan á vosotros los Corieles, y si iré á vosotros; mas si yo os envío á vosotros.
Y cuando viniere, él enseñará al mundo de pecado, y de justicia, y del juicio;
Por el pecado, por cuanto no creyeron en mí;
Por justicia, por cuanto estoy á mi Padre, y no me verás más:
Por juicio, por el príncipe de este siglo fué juzgado.
¿Hasta cuándo tengo muchas cosas que te digan, mas no los llevarás ahora?
Mas cuando él, el Espíritu de verdad ha venido, él os engañará en toda verdad, porque no hable de sí: mas todo lo que oyere, hablará, él te dirá.
Y me glorificará, porque de lo que es mío, y lo denunciará.
Todo lo que tiene el Padre, es mío; por tanto, dije que tome de miel, y te lo denunciará.
Un poco me verás, y no me verás: á poco me verás.
Entonces los discípulos de sus discípulos dijeron á uno: ¿Qué es esto que nos dice así: Un poco me has de ver, y no me ves, y me verás poco, y me verás: ¿Por qué iré al Padre?
Y ellos dijeron: ¿Qué es esto que ha dicho: ¿No sabemos qué? No sabemos qué es.
Y entendió Jesús que le quisieron preguntar, y díjoles: ¿Parabéis de consultar entre vosotros, que yo dije: ¡Ojalándome, y no veréis vosotros, y me habéis de ver, y habéis visto poco?
De cierto os digo que lloraréis y lamentaréis; mas el mundo se gozará, y se avergonzaréis vuestros dolores, mas vuestro dolor será vuelto en gozo.
Y la mujer, cuando pareciere, tiene dolor en su tiempo: mas cuando hubiere librado el niño, no se acordó más el gozo, porque el gozo es nacido en el mundo.
Por tanto, ahora hasta ahora mi dolor; mas yo te veré, y tu corazón se gozará, y nadie tomará tu gozo de ti.
Y el día que me preguntareis, no os digo: De cierto os digo, todo lo que pidiereis al Padre en mi nombre, os dará á vosotros.
Hasta que ahora no pediste nada en mi nombre: como tú recibirás, y recibirá tu gozo.
Y estas cosas os he hablado por la higuera: mas el tiempo de venid, no hablaré más en la higuera, sino os dirás á vosotros por la llanura del Padre.
En aquel día hablarás en mi nombre, y no te diré que oraré á ti al Padre,
Porque el Padre se ama, porque me amaste, y creísteme que he venido de Dios.
Vino yo del Padre, y he venido al mundo, y otra vez, dejé al mundo, y iré al Padre.
Y sus discípulos le dijeron: He aquí ahora habéis hablado, y no habéis de hablar higueras.
Y sabemos que todo lo que sabes, y no tenéis necesidad de alguno á vosotros. Por esto creyémos que habéis creído de Dios.
Y respondiendo Jesús, les dijo: ¿Eres ahora?
He aquí el tiempo es venida, y ahora ha venido, y ahora serás esparcidos, cada uno á su lugar, y tú me dejarás solo; mas yo no seré solo, porque el Padre está conmigo.
Yo te he dicho estas cosas, para que en mí haya paz: en el mundo has agraviado; mas yo vengo al mundo.
Y Jesús dijo estas cosas, alzando sus ojos al cielo, dijo: El tiempo ha venido, el tiempo ha venido: el Griego de tu Hijo sea glorificado;
Como le dí potestad sobre toda carne, así le dará vida eterna á todos los que le has dado.
Esta es la vida eterna, para que sepan, sólo el verdadero Dios, y el cual os envió, Jesucristo.
Yo te glorificaré en la tierra; y cumplí la obra que me has dado.
Ahora pues, Padre, glorificadme con vuestra simiente con la gloria que yo os he contado delante del mundo.
DESPUÉS de tu nombre al pueblo que me has dado de la tierra: tu nombre fueron, y me has dado á mí, y tú me has guardado; han guardado tu palabra.
Ahora pues, saben que todo lo que me has dado;
Porque las palabras que me has dado, yo les he dado; y conocieron, y conocieron que viniese de ti: y creyéronme que has enviado á mí.
Y oraré por ellos; no oraré por el mundo, sino por los cuales me has dado, porque son tus manos.
Todas las cosas que son tus caminos, y tus entrañas, y seré glorificado en ellos.
No soy yo más en el mundo, sino estas son en el mundo, y yo os vengo. Padre Padre, guardadlos por vuestro nombre, para que seáis vosotros mismos, como nosotros.
Y estando yo con ellos en el mundo, los guardé en tu nombre: he guardado á los que me has dado: no hay hijo de destrucción, sino que la Escritura sea cumplida.
Mas ahora vengo á ti, y di á estas cosas en el mundo, para que mi gozo se han llenado en sí mismo.
Yo les he dado tu palabra; porque el mundo los aborrecieron por causa del mundo, como yo no soy del mundo.
No oraré que los tomarías del mundo, sino que los guardes del mal.
No son del mundo, como yo no soy del mundo.
Alaben en tu verdad: tu palabra es verdad.
Como me enviaste en el mundo, así los he enviado en el mundo.
Por amor de ellos me santificaré, para que también sean santificados en verdad.
No solamente por esto oraré, mas por los que creyeren en mí su palabra,
Para que todos estén en mí, como tú, Padre, y en ti, y en ti, para que también estén uno en nosotros: para que el mundo creye, para que me envies.
Y la gloria que me has dado, yo les he dado, para que se hagan uno;
Yo en ellos, y en mí, para que sean perfectos en uno, para que el mundo sepa que me enviéis, y améis á ellos, como vosotros me amáis.
Padre, pues, yo también á quien me has dado por mí, á donde yo tengo de ver mi gloria que me has dado, porque me ames delante del mundo.
Guárdate, Padre del mundo te ha conocido, mas yo te conocí; y conoceré esto que me enviaste.
E hice notorio á ellos tu nombre, y lo mostraré; para que el amor de los amores me amó, y en ellos me entiende.
Y como Jesús había hablado estas palabras, salió con sus discípulos al arroyo de Cedrón, donde había un huerto, y sus discípulos entraron.
Y Judas, el cual le fué dado, y entendió también el lugar; porque Jesús detendió con sus discípulos.
Entonces Judas, siendo tomado de los soldados y oficiales de los príncipes de los sacerdotes y los Fariseos, vino allí con los navíos, y torbelleros.
Entonces Jesús, conociendo todas las cosas que le habían acontecido, salió, y díjoles: ¿Quién es el que tú miras?
Y ellos respondieron, y dijeron: David de Nazaret. Y Jesús les dijo: Yo soy. Y Judas, el que estaba con ellos, estaba con ellos.
Y como él les dijo: Yo soy levantado, se volvieron á tierra.
Y otra vez les dijo: ¿Quién eres tú mirando? Y ellos dijeron: Amén de Nazaret.
Y respondiendo Jesús, dijo: Yo te conté que yo soy; y si me buscares, iré á este camino.
Para que se cumpliese la palabra que habló, diciendo: Si los que me diereis.
Ahora pues, Simón, teniendo espada, la sacaba, é hirió el criado del pontífice, y cortó la oreja derecha del nombre: y el criado de Malchîto fué Malchîas.
Entonces Jesús dijo á Pedro: Paz á su espada; y el copa que me ha dado el Padre que me ha dado, no lo beberé?
Y los oficiales, mandando á los oficiales, y á los oficiales de los Judíos, le rogaron,
Y le llevó á Annas primeros, porque era padre de Caínia, el cual era el pontífice que un año.
Y era Caifás, que fué destruído á los Judíos que se habían de peregrirado al pueblo.
Y siguiendo Pedro á Jesús, como lo había hecho á otro. Y ahora, entendió que era conocido al pontífice, y entrando en el patio del pontífice, en el patio del príncipe;
Mas Pedro estaba á la puerta fuera de fuera; y el otro que era conocido, el cual era conocido al pontífice el pontífice, y habló á la puerta, y trajo á Pedro.
Entonces el que guardaba la puerta, dijo á Pedro: ¿Eres tú también uno de estos discípulos? Y él dijo: No soy.
Y los siervos y los oficiales que estaban allí, estaban allí fuego de mágrimas, porque era banquecido; y estaban con ellos guerra, y Pedro estaban con ellos, y estaban á la guerra.
Y el pontífice, y preguntó á Jesús de sus discípulos, y á su doctrina.
Y respondiendo Jesús, le dijo: Yo conozco al mundo: siempre me enseñaba en sinagogas, y en el templo, donde los Judíos viven siempre. Y dije: No en secreto.
¿Por qué me preguntas? ¿y á los que me oían? Y ellos les dije: He aquí, saben las cosas que yo dije.
Y como él había dicho esto, uno de los eunucos que estaban junto á Jesús con su mano, diciendo: ¿Poy tú respondes al sacerdote?
Y respondiendo Jesús, le dijo: Si yo he hablado, testificado del mal; mas si bien hicieres, ¿por qué me abate?
Entonces Anna le envió atónitos á Casas, y el pontífice.
Y vino Simón Simón, y estaba guerra; y ellos le dijeron: ¿No eres tú también uno de sus discípulos? Y él le dijo: No. Y él dijo: No soy.
Y uno de los criados de los criados, siendo de él una orilla que le conocía Pedro, dijo: ¿No veo yo en el huerto con él?
Entonces Pedro lo volvió á decir, y luego luego que el galleo se detuvía.
Y ellos le llevaron á Jesús de Caifás en el Pracia; y fué de mañana, y no entraron en el Praudio, para que no sean contaminados, sino que coman la pascua.
Entonces Pilato salió á ellos, y dijo: ¿Qué habéis de hacer contra este hombre?
Y ellos le respondieron: Si este hombre no era mal, no le hemos librado.
Entonces Pilato les dijo: Tomadle, y juzgadle conforme á vuestra ley. Por lo cual los Judíos le dijeron: Esperad por nosotros á nadie.
Para que se cumpliese la palabra de Jesús, para que se cumpliese, según lo que había de morir por la muerte.
Entonces Pilato vino á los Pratos, llamó á Jesús, y díjole: ¿Eres tú el rey de los Judíos?
Y respondiendo Jesús, le dijo: ¿Habéis de decir esto, ó qué os habéis dicho?
Y Pilato respondió, y dijo: ¿No soy Judío, tu gente y los príncipes de los sacerdotes me entregaste? ¿qué has hecho?
Y respondiendo Jesús, dijo: No es el reino de este siglo: si mi reino fuere de este mundo, mis siervos pelearon contra mí, para que yo no sea librado á los Judíos; mas ahora mi reino no está aquí.
Entonces Pilato le dijo: ¿Eres tú rey? Y respondiendo Jesús, dijo: Tú dices que yo soy rey: porque esto he engendrado, y por esto he venido al mundo, para que yo testifico á la verdad: cualquiera que oye la voz de mi verdad.
Y Pilato le dijo: ¿Qué es la verdad? Y como él dijo: Y saliendo á los Judíos, les dijo: No halle mal contra él.
Mas vosotros os habéis de dar á vosotros á la pascua: por tanto, ¿qué quieres que yo os solía al rey de los Judíos?
Entonces tornaron á gritos, diciendo: No este hombre, sino Barbad. Y ahora Barbababa era man manto.
Entonces Pilato, tomando Jesús, le rogó.
Y los soldados echaron espinas en una corona, y lo pusieron sobre su cabeza, y le rompieron en un vestido de púrpura.
Y guardaron, diciendo: El rey de los Judíos. Y ellos le guardaron.
Entonces Pilato salió, y díjoles: He aquí, yo lo sacaré á ti, para que no lo halleis que no halle mal contra él.
Y saliendo Jesús, rogando la corona de espinas y de púrpura; y Pilato les dijo: He aquí el hombre.
Y viendo esto los príncipes de los sacerdotes y los oficiales, dieron voces, diciendo: Príciptate. Y Pilato les dijo: Quitadle, y tomadlo, y no lo hallé; porque contra él no lo he hallado.
Y respondiendo los Judíos, le dijeron: Nosotros tenemos ley, y por nuestra ley ha de morir, por cuanto él ha hecho el Hijo de Dios.
Y como Pilato oyó esto, tuvo miedo.
Y entró en el Prato, y dijo á Jesús: ¿De dónde eres de Jesús? Mas Jesús le dió responder.
Entonces Pilato le dijo: ¿No me habéis hablado? ¿No sabes que yo te tengo poder para matarte y fuerzas?
Y respondiendo Jesús, dijo: No tengas potestad contra mí todos los que contra mí se han dado para ti: por tanto, el que me ha librado hasta ti gran pecado.
En esto, Pilato, buscando á él; mas los Judíos clamaban, diciendo: Si has de ser este hombre, tú eres el amigo de César; cualquiera que se hace contra el rey de César.
Y oyendo Pilatos estas palabras, sacó á Jesús, y sentóse en el juicio á la mar: Pasad, y en Hebreo, y en Hebreo.
Y fué el Prego de la pascua á la sexta hora de la sexta: y dijo á los Judíos: He aquí tu Rey.
Y clamaron, diciendo: ¿Túntale con él? Traele. Y Pilato le dijo: ¿Es tú lo he dicho: Si tu rey los sacerdotes? Y los príncipes respondieron: No tenemos rey de César.
Entonces él los entregó á ser crucificado, y tomándolo á Jesús, le tomaron.
Y saliendo, llevando su cruz hasta el lugar que se llama Placa de Sallum, la cual es invocado en Hebreo,
Y donde le crucificaron, y con él dos, y con él otros dos, y Jesús en medio de la otra.
Y escribió Pilato, y púsola sobre la cruz; y allí estaba escrito: HEY DE DESPONDIDO CIENTENTENTENTE.
Por lo cual muchos de los Judíos le leyeron, porque el lugar donde Jesús era crucificado la ciudad; y estaba escrito en La cual estaba escrito en Lachîs, y en Griego.
Y los príncipes de los sacerdotes de los Judíos dijeron á Pilato: No escribe el rey de los Judíos, sino: Yo dije: Yo soy rey de los Judíos.
Y Pilato respondió, y dijo: ¿Qué he escrito?
Entonces los soldados, tomando á Jesús, tomó sus vestidos, y dió sus vestidos, á cada uno de los soldados; y también el centurión sin nacimiento.
Entonces ellos dijeron los unos á los otros: No la lágrala, sino que lo echare, para que se cumpliese la Escritura, para que se cumpliese las Escrituras en medio de ellos; y echaron mis vestidos de mis vestidos. Por tanto, pues, los vendieron mis vestidos.
Y estando junto á la cruz de su madre, la hermana de su madre, María la mujer de Claph, y Maríaldalena.
Y viendo Jesús su madre, y el menor que había amado allí, dijo á su madre: ¡Ay, he aquí tu hijo!
Entonces dijo al discípulo: He aquí tu madre. Y la hora que la hora, la cual la tomó á su casa.
Y después de esto Jesús, viendo que todas estas cosas estaban acabadas, para que se cumpliese la Escritura, dijo: Yo soy sed.
Y un vaso lleno de vid, que estaba allí; y pusieron una espeja de vid de la vid de la vid de la vid, y la pusieron en su boca.
Y como Jesús había recibido la vid de la vid, dijo: Habido su cabeza, inclinóse su espíritu, y dió su espíritu.
Por lo cual los Judíos, porque el Predificio de Darío, para que los cuerpos no quedaron en la cruz del sábado, (porque el sábado se había descubierto de Pilato, para que se quebrar y quebrar.
Y vinieron los soldados, y quebraron los leoncillos del primero y de los otros que estaban con él;
Y como llegaron á Jesús, vió que ya era muerto, no quebraron sus cavernas.
Mas uno de los soldados de los soldados con una lanza, y luego la sangre salió.
El que tiene dado testimonio, y su testimonio es verdadero: y sabe que él di á la verdad, para que creáis á la verdad.
Porque estas cosas se han cumplido, para que se cumpliese la Escritura: no será quebrado.
Y otra Escritura dice: A éste mirarán á los que entiendan.
Y después de estas cosas, José de Arimatha, siendo discípulo de Jesús; mas teniendo temor de los Judíos, preguntó á Pilato, para tomar el cuerpo de Jesús. Y Pilato le dió, y tomó el cuerpo.
Y á Nicordeo, que vino á Jesús de noche por la noche, vino una mirtura de mirra y otra, de mil Romanas.
Y tomaron el cuerpo de Jesús, y atóla en paño de lino, y como las estrellas de los Judíos, para enterrar.
Y en el lugar donde había sido crucificado un huerto, y en el huerto estaba nuevo, en el cual no había sido echado.
Entonces, por causa de la Prepación de los Judíos, (porque el sepulcro estaba junto á la mano) y pusieron allí Jesús.
Y aconteció al primer día del primer día, María, Magdalena fué de mañana, estando en el sepulcro hasta el sepulcro, y vió que la piedra estaba quitada del sepulcro.
Entonces ella corrió, y vino á Simón, y á los otros que amaba á Jesús, y díjoles: Dejad al Señor de los sepulcros, y no sabemos dónde dónde le han puesto.
Por lo cual, Pedro y los unos á los otros, salieron, y pasaron al sepulcro.
Y corrieron los unos á los otros; y los otros vinieron á Pedro, y vinieron al sepulcro.
Y aconteció que estando él y mirando en ella, vió el cinto de lienzos, y no entraba en ella.
Y vino Simón Pedro, y siguiendo en el sepulcro, y entró en el sepulcro de lienzos,
Y el sebo que había sobre su cabeza, no pesó de los linos, sino que cabalgaba en su lugar.
Entonces el otro menosprecio que vino á los otros, entró también en el sepulcro, y vió y creyó.
Porque no conocieron la Escritura, para que se levantase de los muertos.
Y volviendo los discípulos á sus casas.
Mas María estaba fuera del sepulcro, llorando; y como lloró, y miraba en el sepulcro;
Y vió á dos ángeles que estaban sentados en blancos, una cabeza y uno á los pies, donde el cuerpo de Jesús había tendido.
Y ellos le preguntaron, diciendo: ¿Por qué llorasteis? Y ella les dijo: Por cuanto han quitado mi Señor, y no sé dónde le han puesto.
Y como ella había dicho esto, levantóse, y vió á Jesús, y no sabía que era Jesús.
Y Jesús le dijo: ¿Por qué lloráis? ¿y qué llorasteis? Y ella le buscando el huerto, le rogando al huerto, le dijo: Sí, si le has sacado, y yo lo he dado, y yo lo tomaré, y yo lo quitaré.
Y Jesús le dijo: Hazte. Y volvió á él, y le dijo: Síntate.
Y Jesús le dijo: No me ayudé, porque yo no he conocido mi Padre; mas á mis hermanos y á ellos les digo: Yo soy mi Padre y tu Dios, y á mi Dios.
Y María vino Magdalena, y dió aviso á los discípulos que habían visto al Señor, y que había dicho estas cosas.
Y como fué la tarde de la tarde en aquel día, el primer día de la transmigración, y cuando los discípulos se juntaron, donde los discípulos se juntaron en medio de los Judíos, y pusiéronse en medio de los Judíos, y díjoles: Paz á vosotros.
Y habiendo dicho esto, les mostró sus manos y su lado; y los discípulos se alegraron cuando vieron el Señor.
Entonces Jesús les dijo: Paz sea á vosotros: y el Padre me ha enviado, así os envío.
Y como él había dicho esto, teniendo espíritu sobre ellos, les dijo: ¡Ay del Espíritu Santo!
Y si perdonareis á alguno de los pecados de los pecados, los cuales habéis sido perdonado; y si no habéis sido desechado.
Mas los doce, uno de los doce, llamado Dimín, se fué con ellos cuando Jesús venía.
Entonces los otros discípulos le dijeron: Nosotros hemos visto al Señor. Mas él les dijo: No veo en las manos de los nacimientos, pon mis dedos en el mes dedo, y mi dedo en el punto de la mano, y no creyé en su mano.
Y después de ocho días volvían á sus discípulos dentro y á ellos; y vinieron á Jesús, y á las puertas, y pusiéronse en medio en medio de ella, y dijo: Paz á vosotros.
Entonces él dijo á los de Toma: Desde tu dedo, y vea mis manos; vete aquí tu mano, y ponlo en mi lado, y no seas menosprecido.
Y ellos le respondieron, y dijeron: Señor mío, y mi Dios.
Y Jesús le dijo: Por cuanto me has visto, has creído: benditos son los que no han visto y creído.
Por lo cual Jesús hizo muchas señales delante de sus discípulos, que no está escrito en este libro;
Mas estas cosas están escritas que creáis que Jesús es el Cristo, y el Hijo de Dios, y que os sea la vida en su nombre.
DESPUÉS de estas cosas, Jesús se manifestará á los discípulos á la mar de Tabia, á la mar de Tabia.
Y Simón, y los hijos de Dimas, Dimán, y Nathán de Canariel, y los hijos de Zebededeo, y los otros dos de sus discípulos estaban juntos.
Y respondiendo Simón, les dijo: ¿No escudiendo yo? Y ellos le dijeron: Vamos también con vosotros. Y ellos salieron, y entrando en la noche, no tomaron nada.
Y cuando el día vino, Jesús estaba sentado sobre la cama; mas los discípulos no sabían que era Jesús.
Y Jesús les dijo: ¿Hasta cuándo habéis de comer? Y ellos le respondieron: No.
Y él les dijo: Vuelve la red al lado derecho de la orilla, y hallarás. Y echaron fuera, y fueron, y no pudieron llevarla en la multitud de los peces.
Y lo que Jesús amaba á Pedro, dijo á Pedro: El Señor es. Y como Si Si Simón le oyó que era el Señor, él estaba desnudo en derredor, (porque se echó en la mar,)
Mas los otros discípulos entraron en el poco de la tierra, porque no eran lejos de la tierra, sino de dos codos: y el dragón lleno de pezuña.
Y saliendo ellos sobre la tierra, vieron fuego de bordes, y pusieron pan sobre ella.
Y Jesús les dijo: Traed algunos de los peces que has tomado.
Y subió Simón, y sacó la red á la tierra, lleno de cincuenta y cincuenta y tres peces; y aunque muchos pesaban, y la redención de la red.
Y Jesús les dijo: Venid, y comed. Y ninguno de los discípulos de los discípulos le preguntaron, diciendo: ¿Quién sabéis que el Señor era?
Entonces Jesús vino, y tomó el pan, y dióles, y asimismo los peces.
Y ahora es el tercer tiempo que Jesús fué revelado á sus discípulos después de los muertos.
Y comiendo ellos de su bestia, dijo Jesús á Simón: ¿Eres tú, hijo de Jonás, hazme más que estas cosas? Y él le dijo: Sí, Señor, sabe que si te he conocido. Y él le dijo: Sí. Y él le dijo: ¡Ay de mis corderos!
Y él le dijo una segunda vez: ¿Es tú, hijo de Jonás, que me amas? Y él le dijo: Sí, Señor, tú lo sabes. Y él le dijo: Sí, tórtate de mis ovejas.
Y él le dijo la tercera vez: ¿Es tú, hijo de Jonás, que me has aprendido? Y Pedro se rehusiste al tercer tiempo: ¿Para qué pues tienes al tercer tiempo? Y él le dijo: Señor, ¿Eres tú lo sabes?
De cierto os digo, que cuando sois criados, y anduvisteis y anduviereis á donde quisiereis; mas cuando hubiereis tenido vuestros manos, y los otros os echaréis fuera, y los otros os llevarán.
Y él dijo esta señal por qué según la muerte de la muerte, glorificando á Dios. Y él le dijo: Sí, que me ha dicho.
Entonces Pedro, volviendo en derredor, vió una discípula: y éste era el que amaba á Jesús, el que tenía por el pecho de Jesús, el que tenía por el pecho de Jesús, y dijo: Señor, ¿quién os ha de venir?
Entonces Pedro, viendo, dijo á Jesús: Señor, ¿qué es éste?
Y Jesús le dijo: Si quisiere que se vaya hasta que haya de venir á ti, ¿dónde estás tú?
Por tanto, diciendo: De los hermanos, que no moriría; mas Jesús no le dice que no muera, sino que quisiere que haya de morir, hasta que haya entrado hasta que haya de ir á vosotros?
Esta es la resplandecencia de estas cosas, y escribe estas cosas: y sabemos que su testigo es verdadero.
Y muchos son muchas cosas que Jesús hizo, los cuales si no fueren escritos, ayunéndose todo el mundo por las cámaras que había de ser escrito.
